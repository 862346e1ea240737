/**
 * The site's two languages and what they mean to the platform. Every language decision goes through
 * here, so no component compares `lang === 'da'` itself and a third language is one line per table.
 */
export const LANGS = ['en', 'da'] as const;
export type Lang = (typeof LANGS)[number];

/** Whether a code (a query, a cookie, a stored value) names one of our languages. */
export const isLang = (code: string | null | undefined): code is Lang => LANGS.includes(code as Lang);

/** Any language code (an i18next code, a stored value, a query) as one of ours; English is the fallback. */
export const asLang = (code: string | null | undefined): Lang => LANGS.find((lang) => lang === code) ?? 'en';

/** Dates and numbers read the way each language's readers expect: "21 Feb 2027", "21. feb. 2027". */
const INTL_LOCALES: Record<Lang, string> = { en: 'en-GB', da: 'da-DK' };

/** The `Intl` locale for a language: English dates are British (day first), Danish are Danish. */
export const intlLocale = (code: string | null | undefined) => INTL_LOCALES[asLang(code)];

/** The other language: what a two-way switch offers. */
export const otherLang = (code: string | null | undefined): Lang =>
  LANGS.find((lang) => lang !== asLang(code)) ?? 'en';

/** A row's text in the reader's language, for fields stored once per language (`name_en`, `name_da`). */
export function localized<F extends string>(
  row: Record<`${F}_${Lang}`, string>,
  field: F,
  code: string | null | undefined,
): string {
  return row[`${field}_${asLang(code)}`];
}
