import { useTranslation } from 'react-i18next';
import { intlLocale } from './locale';

/**
 * Dates and money, one way per language: "21 Feb 2027" / "21. feb. 2027", "€29" / "29 €". Every page
 * that shows a date or a price formats it here, so the same fact never reads two ways.
 */
export function formatPrice(amount: number, currency: string, lang: string): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(intlLocale(lang), {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** Money stored in cents (the back-office's figures). */
export const formatCents = (cents: number, currency: string, lang: string) =>
  formatPrice(cents / 100, currency, lang);

export function formatDate(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'medium' }).format(new Date(iso));
}

export function formatDateTime(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

/** "2026-11" → "November 2026" / "november 2026". */
export function formatMonth(month: string, lang: string): string {
  return new Intl.DateTimeFormat(intlLocale(lang), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}

export const formatNumber = (n: number, lang: string) => new Intl.NumberFormat(intlLocale(lang)).format(n);

/** The helpers bound to the reader's current language. */
export function useFormat() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return {
    lang,
    price: (amount: number, currency: string) => formatPrice(amount, currency, lang),
    money: (cents: number, currency: string) => formatCents(cents, currency, lang),
    date: (iso: string | null | undefined) => (iso ? formatDate(iso, lang) : '—'),
    dateTime: (iso: string | null | undefined) => (iso ? formatDateTime(iso, lang) : '—'),
    month: (month: string) => formatMonth(month, lang),
    number: (n: number) => formatNumber(n, lang),
  };
}

/**
 * A calendar day the server gives as "YYYY-MM-DD" (a Danish date), written in the language: read as that
 * day wherever the browser is, so the server's rendering and the browser's agree.
 */
export function formatDay(day: string, lang: string, style: 'short' | 'medium' = 'medium'): string {
  const options: Intl.DateTimeFormatOptions =
    style === 'short' ? { day: 'numeric', month: 'short' } : { dateStyle: 'medium' };
  return new Intl.DateTimeFormat(intlLocale(lang), { ...options, timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/**
 * A time of day kept as "HH:MM" (opening hours), written as the language writes the time: "10:00" in
 * English, "10.00" in Danish, as Intl writes every other time on the page; always 24-hour ("24:00" too).
 */
export function formatClock(hhmm: string, lang: string): string {
  const separator = new Intl.DateTimeFormat(intlLocale(lang), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  })
    .formatToParts(new Date(Date.UTC(2024, 0, 1, 10, 0)))
    .find((part) => part.type === 'literal')?.value;
  return separator ? hhmm.replace(':', separator) : hhmm;
}
