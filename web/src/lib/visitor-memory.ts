import { useSyncExternalStore } from 'react';
import type { AdvertCard } from '@velvet/contract';
import { cookieValue, RECENT_COOKIE, setCookie } from './boot';

/**
 * What a visitor saved or looked at, kept in this browser's local storage only: none of it is sent to
 * the server (a cookie tells it only whether any advert was viewed, for the room the home page keeps) and
 * there is no account to tie it to. Each entry keeps the few public facts needed to
 * show it (and to name it when it disappears).
 */
export type RememberedAdvert = {
  guid: string;
  name: string;
  city: string;
  /** Card photo (WebP variant) and its srcset, when the advert had one. */
  image: { src: string; srcset: string } | null;
  at: string;
};

export const FAVOURITES_KEY = 'velvet.favourites';
export const RECENT_KEY = 'velvet.recentlyViewed';
/** The home page shows the last 12 adverts opened. */
export const RECENT_MAX = 12;
/** A list longer than this is no longer a shortlist; the oldest saved go first. */
const FAVOURITES_MAX = 60;

const CHANGE_EVENT = 'velvet:visitor-memory';
const cache = new Map<string, { raw: string | null; value: RememberedAdvert[] }>();

function isRemembered(value: unknown): value is RememberedAdvert {
  const v = value as RememberedAdvert;
  return typeof v === 'object' && v !== null && typeof v.guid === 'string' && typeof v.name === 'string';
}

/** The stored list; anything unreadable (another version, a hand edit) counts as empty. */
function read(key: string): RememberedAdvert[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    raw = null;
  }
  const cached = cache.get(key);
  // useSyncExternalStore needs the same array back while nothing changed.
  if (cached && cached.raw === raw) return cached.value;
  let value: RememberedAdvert[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    value = Array.isArray(parsed) ? parsed.filter(isRemembered) : [];
  } catch {
    value = [];
  }
  cache.set(key, { raw, value });
  return value;
}

function write(key: string, list: RememberedAdvert[]) {
  try {
    localStorage.setItem(key, JSON.stringify(list));
  } catch {
    // Private mode or a full storage: the heart still works for this page view.
  }
  if (key === RECENT_KEY) markRecentlyViewed(list.length > 0);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Tells the server's next page whether this browser keeps recently viewed adverts (only that). */
export function markRecentlyViewed(any: boolean) {
  if (any !== (cookieValue(document.cookie, RECENT_COOKIE) === '1'))
    setCookie(RECENT_COOKIE, '1', any ? undefined : 0);
}

function subscribe(onChange: () => void) {
  // Another tab changing the list updates this one too.
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

const EMPTY: RememberedAdvert[] = [];
const useList = (key: string) =>
  useSyncExternalStore(
    subscribe,
    () => read(key),
    () => EMPTY,
  );

export const useFavourites = () => useList(FAVOURITES_KEY);
/**
 * Whether one advert is saved. A heart reads this, not the list: saving one advert then renders that
 * heart again, not every heart on the page.
 */
export const useIsFavourite = (guid: string) =>
  useSyncExternalStore(
    subscribe,
    () => isFavourite(read(FAVOURITES_KEY), guid),
    () => false,
  );
export const useRecentlyViewed = () => useList(RECENT_KEY);

export function remembered({
  guid,
  name,
  city,
  main_image_asset: asset,
}: Pick<AdvertCard, 'guid' | 'name' | 'city' | 'main_image_asset'>): RememberedAdvert {
  return {
    guid,
    name,
    city,
    image: asset ? { src: asset.src, srcset: asset.srcset } : null,
    at: new Date().toISOString(),
  };
}

function isFavourite(list: RememberedAdvert[], guid: string) {
  return list.some((f) => f.guid === guid);
}

/** Saves or unsaves; the newest saved comes first. */
export function toggleFavourite(advert: Parameters<typeof remembered>[0]): boolean {
  const list = read(FAVOURITES_KEY);
  if (isFavourite(list, advert.guid)) {
    write(
      FAVOURITES_KEY,
      list.filter((f) => f.guid !== advert.guid),
    );
    return false;
  }
  write(FAVOURITES_KEY, [remembered(advert), ...list].slice(0, FAVOURITES_MAX));
  return true;
}

export function forgetFavourites(guids: string[]) {
  const gone = new Set(guids);
  write(
    FAVOURITES_KEY,
    read(FAVOURITES_KEY).filter((f) => !gone.has(f.guid)),
  );
}

/** Puts an opened advert first in "Recently viewed" (once), keeping the last 12. */
export function recordRecentView(advert: Parameters<typeof remembered>[0]) {
  const rest = read(RECENT_KEY).filter((r) => r.guid !== advert.guid);
  write(RECENT_KEY, [remembered(advert), ...rest].slice(0, RECENT_MAX));
}

export function forgetRecent(guid: string) {
  const list = read(RECENT_KEY);
  if (isFavourite(list, guid))
    write(
      RECENT_KEY,
      list.filter((r) => r.guid !== guid),
    );
}

export function clearRecentlyViewed() {
  write(RECENT_KEY, []);
}
