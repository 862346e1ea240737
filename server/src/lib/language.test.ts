import { describe, expect, it } from 'vitest';
import { negotiateLanguage } from './language.ts';

describe('Accept-Language negotiation', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['da', 'da'],
    ['da-DK,da;q=0.9,en;q=0.8', 'da'],
    ['en-GB,en;q=0.9,da;q=0.8', 'en'],
    ['de-DE,de;q=0.9', 'en'],
    ['de;q=1, da;q=0.5', 'da'],
    ['en;q=0.2, da;q=0.7', 'da'],
    ['da;q=0', 'en'],
    ['*', 'en'],
    ['garbage;;;q=x', 'en'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateLanguage(header)).toBe(expected);
  });
});
