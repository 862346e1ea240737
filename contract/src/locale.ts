/**
 * The two helpers every bilingual output needs: the `Intl` locale of a site language, and the text of
 * a bilingual field. Anything that is not Danish is English, as everywhere on the site.
 */

/** The `Intl` locale of a site language: Danish dates and numbers as Denmark writes them, else British English. */
export const intlLocale = (lang: string): 'da-DK' | 'en-GB' => (lang === 'da' ? 'da-DK' : 'en-GB');

/** The column or property names a bilingual field `F` may use: the English text bare or suffixed. */
type BilingualKeys<F extends string> = F | `${F}En` | `${F}_en` | `${F}Da` | `${F}_da`;

/**
 * The text of a bilingual field in a language. The English text is `row[field]`, `row[fieldEn]` or
 * `row[field_en]` (database rows use camelCase, API shapes snake_case); the Danish one `row[fieldDa]` or
 * `row[field_da]`. An empty Danish text falls back to the English one, so an operator who has not
 * translated a package yet shows English rather than nothing.
 */
export function localized<F extends string>(
  row: { readonly [K in BilingualKeys<F>]?: string | null | undefined },
  field: F,
  lang: string,
): string {
  const r = row as Record<string, string | null | undefined>;
  const en = r[field] ?? r[`${field}En`] ?? r[`${field}_en`] ?? '';
  return (lang === 'da' && (r[`${field}Da`] || r[`${field}_da`])) || en;
}
