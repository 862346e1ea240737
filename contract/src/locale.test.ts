import { describe, expect, it } from 'vitest';
import { intlLocale, localized } from './locale.ts';

describe('intlLocale', () => {
  it('maps Danish to da-DK and everything else to en-GB', () => {
    expect(intlLocale('da')).toBe('da-DK');
    expect(intlLocale('en')).toBe('en-GB');
    expect(intlLocale('de')).toBe('en-GB');
  });
});

describe('localized', () => {
  it('reads camelCase rows with a bare English column (packages)', () => {
    const pkg = { title: 'Basic', titleDa: 'Basis' };
    expect(localized(pkg, 'title', 'da')).toBe('Basis');
    expect(localized(pkg, 'title', 'en')).toBe('Basic');
  });
  it('reads camelCase rows with both columns suffixed (interests)', () => {
    const interest = { id: 1, nameEn: 'Role play', nameDa: 'Rollespil' };
    expect(localized(interest, 'name', 'da')).toBe('Rollespil');
    expect(localized(interest, 'name', 'en')).toBe('Role play');
  });
  it('reads snake_case API shapes', () => {
    const interest = { id: 1, name_en: 'Couples', name_da: 'Par' };
    expect(localized(interest, 'name', 'da')).toBe('Par');
    expect(localized(interest, 'name', 'en')).toBe('Couples');
  });
  it('falls back to English when the Danish text is empty or missing', () => {
    expect(localized({ description: 'Two weeks', descriptionDa: '' }, 'description', 'da')).toBe('Two weeks');
    expect(localized({ title: 'Gold', titleDa: null }, 'title', 'da')).toBe('Gold');
  });
});
