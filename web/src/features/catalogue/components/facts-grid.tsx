import type { AdvertDetail } from '@velvet/contract';
import { useTranslation } from 'react-i18next';

/** The catalogue's own words for a colour ("Light brown" → `light_brown`), to look its translation up by. */
const colourKey = (value: string) => value.trim().toLowerCase().replace(/\s+/g, '_');

/**
 * The facts: age, height (cm), hair colour, city, weight (kg), bust (field `burst`), eye colour, postal code.
 * A hair or eye colour the catalogue knows (the demo's, the common ones) reads in the page's language; one
 * the advertiser typed in her own words stays as she wrote it.
 */
export function FactsGrid({ advert }: { advert: AdvertDetail }) {
  const { t } = useTranslation('catalogue');
  const colour = (kind: 'hair' | 'eyes', value: string | null) =>
    value ? t(`colours.${kind}.${colourKey(value)}`, { defaultValue: value }) : value;
  const facts: [string, string | number | null][] = [
    [t('detail.age'), advert.age],
    [t('detail.height'), advert.height],
    [t('detail.hairColor'), colour('hair', advert.hair_color)],
    [t('detail.city'), advert.city],
    [t('detail.weight'), advert.weight],
    [t('detail.bust'), advert.burst],
    [t('detail.eyeColor'), colour('eyes', advert.eye_color)],
    [t('detail.postalCode'), advert.zip_code],
  ];
  return (
    <section aria-labelledby="facts-title">
      <h2 id="facts-title" className="sr-only">
        {t('detail.facts')}
      </h2>
      <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-2xl border border-night-700 bg-night-700 sm:grid-cols-4">
        {facts.map(([label, value]) => (
          <div key={label} className="flex flex-col gap-1 bg-night-800 px-4 py-3">
            <dt className="text-xs uppercase tracking-wider text-mist-400">{label}</dt>
            <dd className="truncate text-base text-mist-100">
              {value === null || value === '' ? t('detail.notGiven') : value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
