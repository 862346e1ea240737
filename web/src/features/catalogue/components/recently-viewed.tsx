import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHydrated } from '../../../components/client-only';
import { useBoot } from '../../../lib/boot';
import { detailsPath } from '../advert-links';
import { AdvertImage } from './advert-image';
import { clearRecentlyViewed, markRecentlyViewed, useRecentlyViewed } from '../../../lib/visitor-memory';

/**
 * "Recently viewed" on the home page: the last 12 adverts opened in this browser, newest first, with
 * a button that forgets them. Nothing shows (and no words are fetched) for a visitor who has not
 * opened one, and the rest of the page never waits for it; for one who has, the server keeps the row's
 * room, so nothing below moves when the browser fills it.
 */
export function RecentlyViewed() {
  const recent = useRecentlyViewed();
  const { recentlyViewed } = useBoot();
  const hydrated = useHydrated();
  // A browser that viewed adverts before this change has no cookie yet: the next page keeps the room. Read
  // once the browser's own list is rendered (while the page hydrates, the list is the server's: empty).
  useEffect(() => {
    if (hydrated) markRecentlyViewed(recent.length > 0);
  }, [hydrated, recent.length]);
  // Until the browser reads its list, the room the server kept for it (the cookie says there is one).
  const room = recentlyViewed && !hydrated ? <RecentRoom /> : null;
  if (recent.length === 0) return room;
  return (
    <Suspense fallback={<RecentRoom />}>
      <RecentList recent={recent} />
    </Suspense>
  );
}

/** The row's room, as tall as the row: a title line and a line of empty cards. */
function RecentRoom() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-4">
      <div className="min-h-11" />
      <div className="-mx-1 flex gap-3 overflow-hidden px-1 pb-2">
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className="flex w-32 shrink-0 flex-col gap-2 sm:w-40">
            <span className="block aspect-[4/5] rounded-xl border border-night-700 bg-night-800" />
            <span className="min-h-9" />
          </div>
        ))}
      </div>
    </div>
  );
}

function RecentList({ recent }: { recent: ReturnType<typeof useRecentlyViewed> }) {
  const { t } = useTranslation('revisit');
  return (
    <section aria-labelledby="recent-title" className="flex flex-col gap-4">
      <div className="flex items-end justify-between gap-4">
        <h2 id="recent-title" className="text-2xl text-mist-100 sm:text-3xl">
          {t('recent.title')}
        </h2>
        <button
          type="button"
          onClick={clearRecentlyViewed}
          className="min-h-11 shrink-0 rounded-full px-3 text-sm text-rose-300 underline-offset-4 hover:underline"
        >
          {t('recent.clear')}
        </button>
      </div>
      <ul
        aria-labelledby="recent-title"
        className="-mx-1 flex snap-x gap-3 overflow-x-auto px-1 pb-2 [scrollbar-width:thin]"
      >
        {recent.map((advert) => (
          <li key={advert.guid} className="w-32 shrink-0 snap-start sm:w-40">
            <Link
              to={detailsPath(advert.guid)}
              className="group flex flex-col gap-2 rounded-xl focus:outline-none focus-visible:ring-2 focus-visible:ring-rose-400"
            >
              <span className="block aspect-[4/5] overflow-hidden rounded-xl border border-night-700 bg-night-700">
                <AdvertImage
                  asset={advert.image ? { ...advert.image, width: null, height: null } : null}
                  alt=""
                  sizes="160px"
                  className="transition-transform duration-500 group-hover:scale-105"
                />
              </span>
              <span className="flex min-h-9 flex-col">
                <span className="truncate text-sm font-semibold text-mist-100">{advert.name}</span>
                {advert.city && <span className="truncate text-xs text-mist-400">{advert.city}</span>}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
