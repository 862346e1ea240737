/**
 * What the synthetic adverts are made of: real Danish postcodes weighted towards the four big cities, and
 * the names, streets and bodies a seeded PRNG picks from (the demo seed's createRandom: the same N always
 * gives the same catalogue).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Random } from '../server/src/seed/demo/random.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export type Postcode = { zip: string; city: string; lat: number; lng: number; weight: number };

/** The postcode list the server's offline geocoder reads (server/resources, shipped with the code). */
const POSTCODES_CSV = path.resolve(here, '../server/resources/dk-postcodes.csv');

export function loadPostcodes(): Postcode[] {
  const rows = readFileSync(POSTCODES_CSV, 'utf8').trim().split('\n').slice(1);
  return rows.map((line) => {
    const [zip, city, lat, lng] = line.split(',');
    const n = Number(zip);
    // People, and so adverts, cluster in Copenhagen, Aarhus, Odense and Aalborg.
    const big =
      (n >= 1000 && n < 3000) ||
      (n >= 8000 && n <= 8270) ||
      (n >= 5000 && n <= 5270) ||
      (n >= 9000 && n <= 9220);
    return { zip: zip!, city: city!, lat: Number(lat), lng: Number(lng), weight: big ? 4 : 1 };
  });
}

export const FIRST_NAMES = [
  'Sofie',
  'Emma',
  'Ida',
  'Freja',
  'Clara',
  'Laura',
  'Anna',
  'Ella',
  'Maja',
  'Karla',
  'Alma',
  'Josefine',
  'Nora',
  'Mathilde',
  'Signe',
  'Julie',
  'Liva',
  'Astrid',
  'Victoria',
  'Luna',
  'Mikkel',
  'Oscar',
  'William',
  'Noah',
  'Lucas',
  'Emil',
  'Alex',
  'Robin',
  'Kim',
  'Sasha',
];
export const STREETS = [
  'Vestergade',
  'Østergade',
  'Nørregade',
  'Søndergade',
  'Strandvejen',
  'Jernbanegade',
  'Algade',
  'Kirkevej',
  'Skolevej',
  'Bredgade',
  'Åboulevarden',
  'Frederiksberg Allé',
  'Amagerbrogade',
  'Vesterbrogade',
  'Nørrebrogade',
  'Havnegade',
];
export const EYES = ['Blue', 'Green', 'Brown', 'Grey', 'Hazel'];
export const HAIR = ['Blonde', 'Brown', 'Black', 'Red', 'Grey', 'Auburn'];
export const BURST = ['75A', '80B', '85B', '85C', '90C', '95D', '—'];
export const ABOUT = [
  '<p>Discreet, warm and easy-going companion. I love good conversation, fine dining and taking my time.</p><p>Available for dinner dates, travel and relaxing massage in a calm private apartment.</p>',
  '<p>Professional massage in a clean and quiet studio close to the station. Towels, shower and parking available.</p><ul><li>Relaxing massage</li><li>Deep tissue</li><li>Hot stones</li></ul>',
  '<p>Elegant, well-educated and always on time. Fluent in Danish, English and German.</p><p><strong>Please book at least two hours in advance.</strong></p>',
  '<p>New in town for a few weeks only. Friendly, open-minded and respectful — your comfort comes first.</p>',
];
export const INTEREST_NAMES: [string, string][] = [
  ['Dinner date', 'Middagsdate'],
  ['Massage', 'Massage'],
  ['Overnight', 'Overnatning'],
  ['Travel companion', 'Rejseledsager'],
  ['Couples', 'Par'],
  ['Role play', 'Rollespil'],
  ['Girlfriend experience', 'Kæresteoplevelse'],
  ['Striptease', 'Striptease'],
  ['Tantra', 'Tantra'],
  ['Hot stones', 'Varme sten'],
  ['Duo', 'Duo'],
  ['Video chat', 'Videochat'],
];
export const SEXES = [
  'Woman',
  'Woman',
  'Woman',
  'Woman',
  'Woman',
  'Woman',
  'Woman',
  'Woman',
  'Man',
  'Trans',
] as const;

export function age(r: Random): number {
  const x = r.next();
  if (x < 0.25) return r.int(18, 24);
  if (x < 0.55) return r.int(25, 29);
  if (x < 0.9) return r.int(30, 44);
  if (x < 0.98) return r.int(45, 59);
  return r.int(60, 70);
}
