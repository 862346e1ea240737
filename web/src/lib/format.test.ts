import { describe, expect, it } from 'vitest';
import { formatCents, formatDate, formatMonth, formatNumber, formatClock, formatPrice } from './format';
import { asLang, intlLocale, localized, otherLang } from './locale';

// Intl separates amount and currency with a no-break space; written plainly here for reading.
const plain = (s: string) => s.replace(/\u00a0/g, ' ');

describe('one language, one way of writing a fact', () => {
  it('maps our languages to Intl locales: British English (day first), Danish; anything else is English', () => {
    expect(intlLocale('en')).toBe('en-GB');
    expect(intlLocale('da')).toBe('da-DK');
    expect(intlLocale('de')).toBe('en-GB');
    expect(intlLocale(undefined)).toBe('en-GB');
    expect(asLang('da')).toBe('da');
    expect(asLang('da-DK')).toBe('en');
    expect(otherLang('en')).toBe('da');
    expect(otherLang('da')).toBe('en');
  });

  it('picks a row’s field in the reader’s language', () => {
    const interest = { id: 1, name_en: 'Massage', name_da: 'Massage (dansk)' };
    expect(localized(interest, 'name', 'en')).toBe('Massage');
    expect(localized(interest, 'name', 'da')).toBe('Massage (dansk)');
    expect(localized(interest, 'name', 'fr')).toBe('Massage');
  });

  it('prices: whole amounts without decimals, the currency where each language puts it', () => {
    expect(plain(formatPrice(29, 'EUR', 'en'))).toBe('€29');
    expect(plain(formatPrice(29, 'EUR', 'da'))).toBe('29 €');
    expect(plain(formatPrice(1.5, 'EUR', 'en'))).toBe('€1.50');
    expect(plain(formatPrice(1.5, 'EUR', 'da'))).toBe('1,50 €');
    expect(plain(formatPrice(149, 'DKK', 'da'))).toBe('149 kr.');
  });

  it('cents from the back-office read as money', () => {
    expect(plain(formatCents(123456, 'EUR', 'en'))).toBe('€1,234.56');
    expect(plain(formatCents(123456, 'EUR', 'da'))).toBe('1.234,56 €');
  });

  it('dates: "21 Feb 2027" in English, "21. feb. 2027" in Danish', () => {
    expect(formatDate('2027-02-21T12:00:00Z', 'en')).toBe('21 Feb 2027');
    expect(formatDate('2027-02-21T12:00:00Z', 'da')).toBe('21. feb. 2027');
  });

  it('months and numbers', () => {
    expect(formatMonth('2026-11', 'en')).toBe('November 2026');
    expect(formatMonth('2026-11', 'da')).toBe('november 2026');
    expect(formatNumber(12345.5, 'en')).toBe('12,345.5');
    expect(formatNumber(12345.5, 'da')).toBe('12.345,5');
  });

  it('times of day: one style per language, the one Intl writes, always 24-hour', () => {
    expect(formatClock('10:00', 'en')).toBe('10:00');
    expect(formatClock('10:00', 'da')).toBe('10.00');
    expect(formatClock('24:00', 'da')).toBe('24.00');
    // The same style as a time Intl writes on a Danish page (the available-now control, emails).
    const intl = new Intl.DateTimeFormat('da-DK', { timeStyle: 'short', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2026, 0, 1, 22, 30)),
    );
    expect(formatClock('22:30', 'da')).toBe(intl);
  });
});
