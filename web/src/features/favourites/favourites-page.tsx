import { useQueries } from '@tanstack/react-query';
import type { AdvertCard } from '@velvet/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '../../components/ui/button';
import { ApiError } from '../../lib/api';
import { usePageMeta } from '../../lib/page-meta';
import { AdvertGrid, advertOptions } from '../catalogue';
import { forgetFavourites, useFavourites } from '../../lib/visitor-memory';

const isGone = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * /favourites: the adverts saved in this browser, each checked against the public API. One that is no
 * longer public (hidden, suspended, deleted) is taken off the list, and the page says which.
 */
export default function FavouritesPage() {
  const { t, i18n } = useTranslation('revisit');
  usePageMeta(t('favourites.metaTitle'), t('favourites.metaDescription'));
  const favourites = useFavourites();
  const [removed, setRemoved] = useState<string[]>([]);
  const results = useQueries({
    queries: favourites.map((f) => advertOptions(f.guid, i18n.language)),
  });

  const goneGuids = favourites.filter((_, i) => isGone(results[i]?.error)).map((f) => f.guid);
  const goneKey = goneGuids.join(',');
  useEffect(() => {
    if (!goneKey) return;
    const gone = goneKey.split(',');
    setRemoved((before) => [
      ...before,
      ...favourites.filter((f) => gone.includes(f.guid)).map((f) => f.name),
    ]);
    forgetFavourites(gone);
    // Only a new set of vanished adverts matters here; `favourites` is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [goneKey]);

  const adverts = favourites
    .map((_, i) => results[i]?.data)
    .filter((a): a is NonNullable<typeof a> => a !== undefined) as AdvertCard[];
  const pending = results.some((r) => r.isPending);
  const failed = results.some((r) => r.isError && !isGone(r.error));

  return (
    <div className="container-page flex flex-col gap-6 py-8 sm:py-12">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl sm:text-4xl">{t('favourites.title')}</h1>
        <p className="text-mist-300">{t('favourites.intro')}</p>
      </header>
      {removed.length > 0 && (
        <div
          role="status"
          className="flex flex-col gap-2 rounded-xl border border-champagne-400/50 bg-champagne-400/10 p-4 text-sm sm:flex-row sm:items-center sm:justify-between"
        >
          <p>{t('favourites.removed', { count: removed.length, names: removed.join(', ') })}</p>
          <button
            type="button"
            onClick={() => setRemoved([])}
            className="min-h-11 self-start rounded-full px-3 text-rose-300 underline-offset-4 hover:underline sm:self-auto"
          >
            {t('favourites.dismiss')}
          </button>
        </div>
      )}
      <AdvertGrid
        label={t('favourites.title')}
        adverts={pending && adverts.length === 0 ? undefined : adverts}
        isPending={pending}
        isFetching={pending}
        isError={failed && adverts.length === 0}
        onRetry={() => results.forEach((r) => r.isError && void r.refetch())}
        skeletons={Math.min(Math.max(favourites.length, 1), 6)}
        empty={
          <div className="flex flex-col items-center gap-3">
            <p className="text-lg text-mist-100">{t('favourites.empty')}</p>
            <p className="text-sm text-mist-400">{t('favourites.emptyHint')}</p>
            <ButtonLink to="/Adverts">{t('favourites.browse')}</ButtonLink>
          </div>
        }
      />
      {failed && adverts.length > 0 && (
        <p role="alert" className="text-sm text-mist-400">
          {t('favourites.someFailed')}
        </p>
      )}
    </div>
  );
}
