/**
 * The words of the demo catalogue: packages, interests, towns, invented names, about texts and testimonials.
 * Everything here is invented. Phone numbers start with 0, which Danish numbering never assigns to a
 * subscriber, so no demo advert can ever ring a real person; emails use the reserved `.test` domain; addresses
 * name a neighbourhood, never a street.
 */

/** The password of every demo account (development data only; README documents it). */
export const DEMO_PASSWORD = 'velvet-demo-2026';
export const demoEmail = (n: number) => `demo${String(n).padStart(2, '0')}@velvet.test`;

export type DemoPackage = {
  title: string;
  titleDa: string;
  description: string;
  descriptionDa: string;
  priceCents: number;
  durationDays: number;
  sortOrder: number;
};

/** Days of the welcome package as migration 0003_reference_data creates it (the demo dates its periods by it). */
export const WELCOME_DAYS = 60;

export const PAID_PACKAGES: DemoPackage[] = [
  {
    title: 'Basic',
    titleDa: 'Basis',
    description: 'Two weeks with the Validated badge — a good way to try it.',
    descriptionDa: 'To uger med Valideret-mærket — en god måde at prøve det på.',
    priceCents: 1900,
    durationDays: 14,
    sortOrder: 1,
  },
  {
    title: 'Standard',
    titleDa: 'Standard',
    description: 'A month validated, with featured days on the home page carousel.',
    descriptionDa: 'En måned valideret, med fremhævede dage i karrusellen på forsiden.',
    priceCents: 3500,
    durationDays: 30,
    sortOrder: 2,
  },
  {
    title: 'Premium',
    titleDa: 'Premium',
    description: 'Three months validated and featured at a lower price per day.',
    descriptionDa: 'Tre måneder valideret og fremhævet til en lavere pris pr. dag.',
    priceCents: 8900,
    durationDays: 90,
    sortOrder: 3,
  },
  {
    title: 'Gold',
    titleDa: 'Guld',
    description: 'Half a year of visibility for established advertisers.',
    descriptionDa: 'Et halvt års synlighed for etablerede annoncører.',
    priceCents: 15900,
    durationDays: 180,
    sortOrder: 4,
  },
];

/**
 * The default interests, exactly as migration 0003_reference_data creates them on every database (a test keeps
 * the two equal). The demo links its adverts to them by slug.
 */
export const DEFAULT_INTERESTS: { slug: string; nameEn: string; nameDa: string }[] = [
  { slug: 'massage', nameEn: 'Massage', nameDa: 'Massage' },
  { slug: 'sensual-massage', nameEn: 'Sensual massage', nameDa: 'Sensuel massage' },
  { slug: 'tantric-massage', nameEn: 'Tantric massage', nameDa: 'Tantramassage' },
  { slug: 'dinner-date', nameEn: 'Dinner date', nameDa: 'Middagsdate' },
  { slug: 'overnight', nameEn: 'Overnight stay', nameDa: 'Overnatning' },
  { slug: 'travel-companion', nameEn: 'Travel companion', nameDa: 'Rejseledsager' },
  { slug: 'weekend-getaway', nameEn: 'Weekend getaway', nameDa: 'Weekendtur' },
  { slug: 'event-companion', nameEn: 'Event companion', nameDa: 'Ledsager til arrangementer' },
  { slug: 'couples', nameEn: 'Couples', nameDa: 'Par' },
  { slug: 'gfe', nameEn: 'Girlfriend experience (GFE)', nameDa: 'Kæresteoplevelse (GFE)' },
  { slug: 'role-play', nameEn: 'Role play', nameDa: 'Rollespil' },
  { slug: 'striptease', nameEn: 'Striptease', nameDa: 'Striptease' },
  { slug: 'duo', nameEn: 'Duo with a friend', nameDa: 'Duo med en veninde' },
  { slug: 'incall', nameEn: 'Incall', nameDa: 'Modtager besøg' },
  { slug: 'outcall', nameEn: 'Outcall', nameDa: 'Kommer ud' },
];

/** Towns of the demo adverts, by postcode (coordinates come from the postcode list); Copenhagen weighs more. */
export const TOWN_ZIPS = [
  '1050',
  '1620',
  '2100',
  '2200',
  '2300',
  '2000',
  '8000',
  '8000',
  '5000',
  '9000',
  '6700',
  '8900',
  '6000',
  '8700',
  '7100',
  '4000',
  '7400',
  '8600',
  '4700',
  '3000',
  '7000',
  '8800',
  '3400',
  '5700',
  '4200',
  '6400',
  '4600',
  '2800',
];

export const NEIGHBOURHOODS = [
  'City centre',
  'Near the station',
  'By the harbour',
  'Old town',
  'Quiet residential area',
  'Close to the park',
  'Outcall only',
];

export const NAMES = {
  Woman: [
    'Sofie',
    'Freja',
    'Ida',
    'Emma',
    'Clara',
    'Laura',
    'Maja',
    'Nora',
    'Alma',
    'Ella',
    'Isabella',
    'Astrid',
    'Luna',
    'Vera',
    'Karla',
    'Liva',
    'Signe',
    'Mille',
    'Josefine',
    'Naja',
    'Selma',
    'Agnes',
    'Olivia',
    'Amalie',
    'Stella',
    'Mathilde',
    'Elena',
    'Bianca',
    'Chloé',
    'Valentina',
    'Ronja',
    'Leonora',
    'Esther',
    'Viola',
  ],
  Man: [
    'Oliver',
    'Lucas',
    'Emil',
    'Noah',
    'Viktor',
    'Magnus',
    'Anton',
    'Felix',
    'Elias',
    'Marco',
    'Adam',
    'Theo',
  ],
  Trans: ['Alex', 'Robin', 'Kim', 'Nikita', 'Sasha', 'Luca', 'Jamie', 'Mika'],
} as const;

export const HAIR_COLOURS = ['Blonde', 'Light brown', 'Brown', 'Black', 'Red', 'Auburn', 'Dark blonde'];
export const EYE_COLOURS = ['Blue', 'Green', 'Brown', 'Hazel', 'Grey'];
export const CUP_SIZES = ['70B', '75B', '75C', '80B', '80C', '85C', '85D', '90D', '75A', '80D'];

export const ABOUT_OPENERS = [
  (name: string) => `Hi, I'm <strong>${name}</strong> — warm, discreet and easy to talk to.`,
  (name: string) =>
    `Welcome! My name is <strong>${name}</strong>, and I love slow evenings and good conversation.`,
  (name: string) => `<strong>${name}</strong> here: calm, elegant and always well prepared.`,
  (name: string) => `Hello and thank you for stopping by. I am <strong>${name}</strong>.`,
  (name: string) => `I'm <strong>${name}</strong>, a relaxed and cheerful companion with a soft touch.`,
];

export const ABOUT_MIDDLES = [
  (town: string) =>
    `I receive in a clean, private apartment in ${town}, and I am happy to come to your hotel.`,
  (town: string) =>
    `Based in ${town}, I offer unhurried time where you can leave the stress of the week behind.`,
  (town: string) =>
    `You will find me in ${town}. Every meeting is relaxed, respectful and completely discreet.`,
  (town: string) => `In ${town} and nearby towns, for a quiet massage, a dinner or a whole evening together.`,
];

export const ABOUT_CLOSERS = [
  'Please call or send a message in good time. I answer in English and Danish.',
  'Respect and good hygiene are a must, on both sides. I look forward to meeting you.',
  'Booking at least two hours ahead is appreciated. Discretion is guaranteed.',
  'Send me a short message with the day and time you have in mind, and I will get back to you.',
];

/** A longer paragraph for some adverts, so the "Read more" toggle (over 100 words) has something to fold. */
export const ABOUT_LONG =
  'I have trained in classic Swedish and tantric massage and I take my time: warm oil, soft music and a room ' +
  'that is ready when you arrive. Many of my guests are travelling for work and want an evening that feels ' +
  'like a small holiday — a glass of wine, a good talk and a long, relaxing massage. Others come back every ' +
  'month for the calm. Whatever you are looking for, tell me beforehand and I will tell you honestly whether ' +
  'it is something I offer. I do not rush, and I never double-book.';

export const TESTIMONIAL_AUTHORS = [
  'Mikkel S.',
  'Jonas',
  'Frederik H.',
  'Anders',
  'Rasmus K.',
  'Peter',
  'Kasper L.',
  'Christian',
  'Martin B.',
  'Henrik',
  'Søren M.',
  'Jesper',
  'Thomas',
  'Nikolaj R.',
  'Mads',
  'Lars P.',
  'Camilla & Jens',
  'Morten',
  'Daniel',
  'Simon T.',
  'Andreas',
  'Michael',
  'Jakob',
  'Tobias',
];

export const TESTIMONIAL_MESSAGES = [
  'A lovely evening. Warm, professional and exactly as described.',
  'Best massage I have had in years. I left completely relaxed.',
  'Very discreet and friendly, easy to book. Will definitely come back.',
  'Wonderful company for a dinner in town — great conversation all evening.',
  'Punctual, elegant and kind. Thank you for a memorable night.',
  'Skøn aften og en fantastisk massage. Kommer helt sikkert igen.',
  'Meget diskret og venlig. Præcis som beskrevet i annoncen.',
  'Dejlig stemning fra første øjeblik. Tusind tak!',
  'The apartment was clean and calm, and the massage was excellent.',
  'Friendly and honest about what is offered. A truly relaxing hour.',
  'We booked as a couple and felt welcome and at ease the whole time.',
  'Fantastisk selskab på min forretningsrejse til byen.',
];
