import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { RESOURCES_FOLDER } from '../paths.ts';
import { foldText } from '../lib/text.ts';

/**
 * Danish postcodes → town and coordinate . Offline by default, from the GeoNames
 * list shipped in `server/resources/dk-postcodes.csv` (CC BY 4.0, see its README); with GOOGLE_MAPS_API_KEY the
 * Google Geocoding API answers postcode lookups as the original client did (address `dk-<zip>`, Denmark
 * only), and the offline list stands in whenever Google fails or finds nothing.
 */

export type Place = {
  zip: string;
  city: string;
  lat: number;
  lng: number;
  state: string;
  country: 'Denmark';
};

export interface Geocoder {
  readonly source: 'offline' | 'google';
  /** Where a Danish postcode is, or null when there is no such code. */
  lookupPostcode(zip: string): Promise<Place | null>;
  /** Towns and postcodes matching what someone is typing (a ZIP prefix and/or a town name). */
  suggestPlaces(query: string, limit?: number): Promise<Place[]>;
  /** The one place a town name as people write it means, or null when no town has that name. */
  findTown(name: string): Promise<Place | null>;
}

const COUNTRY = 'Denmark';
const ZIP = /^\d{4}$/;

/**
 * ISO 3166-2:DK region number (81 Nordjylland, 82 Midtjylland, 83 Syddanmark, 84 Hovedstaden, 85 Sjælland)
 * from the postcode ranges, which follow the regions closely. Postcodes that straddle a border get the
 * region of their main town.
 */
const REGION_RANGES: [from: number, to: number, region: string][] = [
  [1000, 2669, '84'],
  [2670, 2699, '85'], // Greve, Solrød, Karlslunde
  [2700, 3799, '84'], // incl. North Zealand and Bornholm (37xx)
  [4000, 4999, '85'],
  [5000, 6879, '83'],
  [6880, 6999, '82'], // Tarm, Skjern, Ringkøbing
  [7000, 7399, '83'], // Fredericia, Vejle, Billund, Jelling
  [7400, 7699, '82'],
  [7700, 7799, '81'], // Thy
  [7800, 7899, '82'], // Skive
  [7900, 7999, '81'], // Mors
  [8000, 8999, '82'],
  [9000, 9999, '81'],
];

export function regionCode(zip: string): string {
  if (!ZIP.test(zip)) return '';
  const n = Number(zip);
  return REGION_RANGES.find(([from, to]) => n >= from && n <= to)?.[2] ?? '';
}

type Entry = { place: Place; danish: string; plain: string; names: string[]; towns: string[] };

/**
 * The keys a town name is matched by: both foldings ("København" → "koebenhavn", "kobenhavn"), with
 * punctuation dropped and "aa" read as "a", so "Aarhus", "Århus", "Arhus" and "aarhus" meet on "arhus"
 * and "Ålborg" meets "Aalborg".
 */
function nameKeys(name: string): string[] {
  const keys = [foldText(name, 'danish'), foldText(name, 'plain')].map((key) =>
    key
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .replace(/aa/g, 'a')
      .trim(),
  );
  return [...new Set(keys)].filter(Boolean);
}

/**
 * A big town's postcodes carry a district after its name ("Aarhus C", "København K", "Odense SØ",
 * "Aalborg Øst"); people write the town. Letters that name a region instead ("Viby J", "Nykøbing M")
 * stay, as they tell different towns apart.
 */
const DISTRICT = /\s(c|k|v|n|s|o|oe|nv|no|noe|sv|so|soe|ost|oest|vest)$/;
const townKeys = (keys: string[]) => [...new Set(keys.map((key) => key.replace(DISTRICT, '')))];

/** Names visitors from abroad use for Danish towns. */
const ENGLISH_NAMES: Record<string, string> = { copenhagen: 'København', elsinore: 'Helsingør' };

const csvPath = path.join(RESOURCES_FOLDER, 'dk-postcodes.csv');
let entries: Entry[] | undefined;
let byZip: Map<string, Place> | undefined;

/** Parses the postcode list on first use; the ~1 150 rows then stay in memory. */
function load(): { entries: Entry[]; byZip: Map<string, Place> } {
  if (!entries || !byZip) {
    const lines = readFileSync(csvPath, 'utf8').split(/\r?\n/).slice(1);
    entries = [];
    byZip = new Map();
    for (const line of lines) {
      const [zip = '', city = '', lat = '', lng = ''] = line.split(',');
      if (!ZIP.test(zip) || !city) continue;
      const place: Place = {
        zip,
        city,
        lat: Number(lat),
        lng: Number(lng),
        state: regionCode(zip),
        country: COUNTRY,
      };
      const names = nameKeys(city);
      entries.push({
        place,
        danish: foldText(city, 'danish'),
        plain: foldText(city, 'plain'),
        names,
        towns: townKeys(names),
      });
      byZip.set(zip, place);
    }
  }
  return { entries, byZip };
}

/** Offline postcode lookup. */
export function lookupPostcode(zip: string): Place | null {
  const place = load().byZip.get(zip.trim());
  return place ? { ...place } : null;
}

/**
 * Offline suggestions. Digits match postcodes by prefix ("80" → 8000 Aarhus C…); words match town names
 * case- and accent-insensitively ("kob", "køb", "Koebenhavn" all find København), best match first:
 * names starting with the text, then a later word starting with it, then containing it. A name that many
 * postcodes share (København K has 268) is suggested once, with its first postcode.
 */
export function suggestPlaces(query: string, limit = 8): Place[] {
  const digits = /\d+/.exec(query)?.[0] ?? '';
  const words = query.replace(/\d+/g, ' ').trim();
  if (!digits && !words) return [];
  const wanted = [...new Set([foldText(words, 'danish'), foldText(words, 'plain')])].filter(Boolean);

  const score = (entry: Entry): number => {
    if (digits && !entry.place.zip.startsWith(digits)) return -1;
    if (!wanted.length) return 0;
    let best = -1;
    for (const name of [entry.danish, entry.plain]) {
      for (const w of wanted) {
        if (name.startsWith(w)) best = Math.max(best, 3);
        else if (name.includes(` ${w}`)) best = Math.max(best, 2);
        else if (name.includes(w)) best = Math.max(best, 1);
      }
    }
    return best;
  };

  const matches: { place: Place; score: number }[] = [];
  const seenCities = new Set<string>();
  for (const entry of load().entries) {
    const s = score(entry);
    if (s < 0) continue;
    // Typing a town name: one suggestion per town. Typing digits: every matching postcode.
    if (!digits) {
      if (seenCities.has(entry.place.city)) continue;
      seenCities.add(entry.place.city);
    }
    matches.push({ place: entry.place, score: s });
  }
  matches.sort((a, b) => b.score - a.score || a.place.zip.localeCompare(b.place.zip));
  return matches.slice(0, Math.max(0, limit)).map((m) => ({ ...m.place }));
}

/**
 * The place a town name means. A full postcode name ("Aarhus N") is that postcode's; a town name
 * ("Aarhus", "Århus", "Copenhagen") is the town's main postcode, its lowest (8000 Aarhus C, 1050
 * København K, 5000 Odense C, 9000 Aalborg). The list is sorted by postcode, so the first match is it.
 */
export function findTown(name: string): Place | null {
  const keys = nameKeys(ENGLISH_NAMES[foldText(name, 'plain')] ?? name);
  if (!keys.length) return null;
  const all = load().entries;
  const found =
    all.find((entry) => entry.names.some((key) => keys.includes(key))) ??
    all.find((entry) => entry.towns.some((key) => keys.includes(key)));
  return found ? { ...found.place } : null;
}

const offline: Geocoder = {
  source: 'offline',
  lookupPostcode: async (zip) => lookupPostcode(zip),
  suggestPlaces: async (query, limit) => suggestPlaces(query, limit),
  findTown: async (name) => findTown(name),
};

const GOOGLE_GEOCODE_URL = 'https://maps.googleapis.com/maps/api/geocode/json';

const googleAnswer = z.object({
  status: z.string(),
  results: z
    .array(
      z.object({
        address_components: z.array(
          z.object({ long_name: z.string(), short_name: z.string(), types: z.array(z.string()) }),
        ),
        geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }),
      }),
    )
    .default([]),
});

export type GeocoderConfig = {
  googleMapsApiKey?: string | undefined;
  /** The Geocoding API endpoint; tests point it at a local fake server. */
  googleGeocodeUrl?: string | undefined;
  timeoutMs?: number | undefined;
  /** Where Google failures are reported (they are never shown to the user: the offline list answers). */
  onError?: ((error: unknown) => void) | undefined;
};

/** Google when a key is configured, else the offline list. */
export function createGeocoder(config: GeocoderConfig = {}): Geocoder {
  const key = config.googleMapsApiKey;
  if (!key) return offline;
  const endpoint = config.googleGeocodeUrl ?? GOOGLE_GEOCODE_URL;
  const timeoutMs = config.timeoutMs ?? 4000;

  async function askGoogle(zip: string): Promise<Place | null> {
    const url = new URL(endpoint);
    url.searchParams.set('address', `dk-${zip}`);
    url.searchParams.set('components', 'country:DK');
    url.searchParams.set('language', 'da');
    url.searchParams.set('key', key!);
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`Google geocoding answered HTTP ${response.status}`);
    const answer = googleAnswer.parse(await response.json());
    if (answer.status === 'ZERO_RESULTS') return null;
    if (answer.status !== 'OK') throw new Error(`Google geocoding answered ${answer.status}`);
    for (const result of answer.results) {
      const part = (type: string) => result.address_components.find((c) => c.types.includes(type));
      // "dk-9999" can come back as a vague match on Denmark itself: only the exact postcode counts.
      if (part('postal_code')?.long_name !== zip) continue;
      const city = (part('postal_town') ?? part('locality'))?.long_name ?? lookupPostcode(zip)?.city ?? '';
      const { lat, lng } = result.geometry.location;
      return { zip, city, lat, lng, state: regionCode(zip), country: COUNTRY };
    }
    return null;
  }

  return {
    source: 'google',
    async lookupPostcode(zip) {
      const code = zip.trim();
      if (!ZIP.test(code)) return null;
      try {
        const place = await askGoogle(code);
        if (place) return place;
      } catch (error) {
        config.onError?.(error);
      }
      return lookupPostcode(code);
    },
    // Town suggestions stay offline: the Places widget is a browser feature, and the list is complete.
    suggestPlaces: async (query, limit) => suggestPlaces(query, limit),
    findTown: async (name) => findTown(name),
  };
}
