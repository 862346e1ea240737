import { useTranslation } from 'react-i18next';

/** Dates, months and money in the reader's language (da-DK or en-GB). */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'da' ? 'da-DK' : 'en-GB';
  const when = (iso: string | null | undefined, options: Intl.DateTimeFormatOptions) =>
    iso ? new Intl.DateTimeFormat(locale, options).format(new Date(iso)) : '—';
  return {
    money: (cents: number, currency: string) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100),
    date: (iso: string | null | undefined) => when(iso, { dateStyle: 'medium' }),
    dateTime: (iso: string | null | undefined) => when(iso, { dateStyle: 'medium', timeStyle: 'short' }),
    /** "2026-11" → "November 2026" */
    month: (month: string) =>
      new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${month}-01T00:00:00Z`),
      ),
    number: (n: number) => new Intl.NumberFormat(locale).format(n),
  };
}
