/** Amounts and dates in emails, written the way the reader's language writes them. */

/** Our prices are stored in cents; the currency's own symbol and decimals come from `Intl`. */
export const formatMoney = (locale: string, cents: number, currency: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);

/** A calendar day in Danish time: the day a package ends is the day in Denmark, wherever the server runs. */
export const formatDay = (locale: string, at: Date) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Copenhagen' }).format(at);

/** A day and time in Danish time, as an advertiser reads a booking's wished time. */
export const formatDayTime = (locale: string, at: Date) =>
  new Intl.DateTimeFormat(locale, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'Europe/Copenhagen',
  }).format(at);
