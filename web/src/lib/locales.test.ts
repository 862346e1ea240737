import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = path.resolve(import.meta.dirname, '../locales');

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

describe('locales', () => {
  const namespaces = readdirSync(path.join(dir, 'en')).filter((f) => f.endsWith('.json'));
  it('has the same namespaces in both languages', () => {
    expect(
      readdirSync(path.join(dir, 'da'))
        .filter((f) => f.endsWith('.json'))
        .sort(),
    ).toEqual(namespaces.sort());
  });
  for (const file of namespaces) {
    it(`${file}: every English key exists in Danish and the other way round`, () => {
      const en = keys(JSON.parse(readFileSync(path.join(dir, 'en', file), 'utf8'))).sort();
      const da = keys(JSON.parse(readFileSync(path.join(dir, 'da', file), 'utf8'))).sort();
      expect(
        da.filter((k) => !en.includes(k)),
        'only in da',
      ).toEqual([]);
      expect(
        en.filter((k) => !da.includes(k)),
        'only in en',
      ).toEqual([]);
    });
    it(`${file}: no empty strings`, () => {
      for (const lang of ['en', 'da']) {
        const text = readFileSync(path.join(dir, lang, file), 'utf8');
        expect(text, `${lang}/${file}`).not.toMatch(/:\s*""/);
      }
    });
  }
  // Words Danish uses as they are in English. Any other Danish text identical to its English one is a
  // text nobody translated ("Services" on the Danish advert page).
  const shared = new Set([
    'OK',
    'Trans',
    'Link',
    'Video',
    'Video {{n}}',
    'Id',
    'Note',
    'Menu',
    'Support',
    'Status',
    'Reference',
    'Download',
    'Selfie',
    // Two advertisers advertising together are a duo in both languages.
    'Duo',
    // The language switch names each language in its own words.
    'English',
    'Dansk',
  ]);
  for (const file of namespaces) {
    it(`${file}: every Danish text is translated`, () => {
      const flat = (value: unknown, prefix = ''): [string, unknown][] =>
        value && typeof value === 'object'
          ? Object.entries(value).flatMap(([k, v]) => flat(v, prefix ? `${prefix}.${k}` : k))
          : [[prefix, value]];
      const da = new Map(flat(JSON.parse(readFileSync(path.join(dir, 'da', file), 'utf8'))));
      const untranslated = flat(JSON.parse(readFileSync(path.join(dir, 'en', file), 'utf8')))
        .filter(([key, text]) => typeof text === 'string' && da.get(key) === text)
        // Only the interpolations, the brand, numbers and signs left: nothing to translate.
        .filter(([, text]) => /\p{L}/u.test(String(text).replace(/\{\{[^}]*\}\}|Velvet/g, '')))
        .filter(([, text]) => !shared.has(String(text)))
        .map(([key, text]) => `${key}: ${String(text)}`);
      expect(untranslated).toEqual([]);
    });
  }
  it('has the navigation keys every page needs', () => {
    const common = JSON.parse(readFileSync(path.join(dir, 'en', 'common.json'), 'utf8'));
    for (const key of [
      'home',
      'about',
      'models',
      'profile',
      'logout',
      'signIn',
      'registration',
      'bookAppointment',
    ]) {
      expect(common.nav[key], key).toBeTruthy();
    }
  });
});
