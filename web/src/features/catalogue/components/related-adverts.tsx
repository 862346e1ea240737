import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mediaUrl } from '../../../lib/api';
import { useOnceInView } from '../../../lib/once-in-view';
import { useRelatedAdverts } from '../api/related-adverts';
import { advertAlt } from './advert-card';
import { detailsPath } from '../advert-links';
import { AdvertImage } from './advert-image';
import './reveal.css';

/** The related row: same city first, then same sex; each links to its detail page. */
export function RelatedAdverts({ guid }: { guid: string }) {
  const { t } = useTranslation('catalogue');
  const related = useRelatedAdverts(guid);
  // The row animates in once, when 15 % of it is on screen.
  const [ref, seen] = useOnceInView<HTMLUListElement>({ threshold: 0.15 }, Boolean(related.data?.length));

  useEffect(() => {
    if (related.isError) console.error('related adverts:', related.error);
  }, [related.isError, related.error]);

  if (!related.data?.length) return null;
  return (
    <section aria-labelledby="related-title">
      <h2 id="related-title" className="mb-6 text-2xl sm:text-3xl">
        {t('detail.related')}
      </h2>
      <ul
        ref={ref}
        className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-4 sm:mx-0 sm:grid sm:grid-cols-3 sm:overflow-visible sm:px-0 lg:grid-cols-4"
      >
        {related.data.map((advert, index) => {
          const photo = advert.media[0];
          return (
            <li
              key={advert.guid}
              className={`reveal ${index % 2 === 0 ? 'reveal-fade' : 'reveal-zoom'} ${seen ? 'is-visible' : ''} w-[70%] shrink-0 snap-start sm:w-auto`}
              style={{ animationDelay: `${Math.min(index, 7) * 80}ms` }}
            >
              <Link
                to={detailsPath(advert.guid)}
                className="group block overflow-hidden rounded-2xl border border-night-700 bg-night-800 hover:border-rose-400/60"
              >
                <span className="block aspect-[4/5] overflow-hidden bg-night-700">
                  <AdvertImage
                    path={photo ? mediaUrl(photo.original_url) : null}
                    srcSet={photo?.srcset}
                    alt={advertAlt(t, advert.name, advert.city)}
                    sizes="(min-width: 1024px) 300px, (min-width: 640px) 33vw, 70vw"
                    className="transition-transform duration-500 group-hover:scale-105"
                  />
                </span>
                <span className="flex flex-col px-4 py-3">
                  <span className="font-display text-lg text-mist-100">{advert.name}</span>
                  <span className="text-sm text-mist-400">{advert.city || t('detail.noLocation')}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
