/** Money and dates in the visitor's language: "€29" / "29 €", "21 Nov 2026" / "21. nov. 2026". */
const localeOf = (lang: string) => (lang === 'da' ? 'da-DK' : 'en-GB');

export function formatPrice(amount: number, currency: string, lang: string): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(localeOf(lang), {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

export function formatDate(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'medium' }).format(new Date(iso));
}
