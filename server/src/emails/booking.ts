import { layout, type RenderedEmail } from './layout.ts';

export type BookingEmailInput = {
  advertName: string;
  firstName: string;
  lastName: string;
  contactNumber: string;
  email: string;
  address: string;
  address2: string;
  postalCode: string;
  city: string;
  country: string;
  age: number;
  details: string;
  visit: 'incall' | 'outcall';
  preferredAt: Date | null;
  durationMinutes: number | null;
};

/** The wished time as the advertiser reads it: Danish time, in each language's own way. */
const when = (at: Date | null, locale: string) =>
  at
    ? new Intl.DateTimeFormat(locale, {
        dateStyle: 'full',
        timeStyle: 'short',
        timeZone: 'Europe/Copenhagen',
      }).format(at)
    : '';
const minutes = (n: number | null, unit: string) => (n ? `${n} ${unit}` : '');

const line = (label: string, value: string) => (value ? `${label}: ${value}` : '');
const lines = (...items: string[]) => items.filter(Boolean).join('\n');

/**
 * The booking request an advertiser receives (DESIGN §5). We do not store an advertiser's language,
 * so the mail is in Danish (the market) with the same text in English below it.
 */
export function bookingEmail(b: BookingEmailInput): RenderedEmail {
  const name = `${b.firstName} ${b.lastName}`;
  const place = [b.postalCode, b.city].filter(Boolean).join(' ');
  const da = [
    `Hej ${b.advertName},`,
    'Du har fået en ny bookingforespørgsel via din annonce på Velvet.',
    lines(
      line('Ønsket tid', when(b.preferredAt, 'da-DK')),
      line('Varighed', minutes(b.durationMinutes, 'minutter')),
      line('Type', b.visit === 'outcall' ? 'Outcall (hos kunden)' : 'Incall (hos dig)'),
      line('Navn', name),
      line('Telefon', b.contactNumber),
      line('E-mail', b.email),
      line('Adresse', b.address),
      line('Adresse 2', b.address2),
      line('Postnummer og by', place),
      line('Land', b.country),
      line('Alder', String(b.age)),
    ),
    b.details ? `Detaljer:\n${b.details}` : '',
    'Svar kunden direkte på telefon eller e-mail. Kunden har ikke fået din e-mailadresse fra os.',
  ];
  const en = [
    `Hello ${b.advertName},`,
    'You have a new booking request through your advert on Velvet.',
    lines(
      line('Preferred time', when(b.preferredAt, 'en-GB')),
      line('Duration', minutes(b.durationMinutes, 'minutes')),
      line('Visit', b.visit === 'outcall' ? "Outcall (at the client's address)" : 'Incall (at your place)'),
      line('Name', name),
      line('Phone', b.contactNumber),
      line('Email', b.email),
      line('Address', b.address),
      line('Address 2', b.address2),
      line('Postal code and city', place),
      line('Country', b.country),
      line('Age', String(b.age)),
    ),
    b.details ? `Details:\n${b.details}` : '',
    'Reply to the client directly by phone or email. We have not given the client your email address.',
  ];
  return layout(
    'da',
    `Ny bookingforespørgsel / New booking request — ${name}`,
    [...da, '— English —', ...en].filter(Boolean),
    'Denne e-mail er sendt af Velvet. / This email was sent by Velvet.',
  );
}
