import { createContext, useContext } from 'react';

/**
 * What the first render knows about this visitor beyond the address: the server reads it from the request
 * (cookies) and the browser from the page the server rendered, so both render the same first page.
 * - `point`: the visitor's last known position (two decimals, about a kilometre), remembered in a cookie
 *   so that the nearby list is right at once on a return visit; null when unknown.
 * - `ageConfirmed`: the visitor already said they are 18 or over (a cookie), so no notice is rendered.
 * - `recentlyViewed`: this browser keeps adverts it opened (a cookie that says so, never which ones): the
 *   home page keeps the room of its "Recently viewed" row, which only the browser can fill, so the row
 *   does not push the page down when it appears.
 */
export type Boot = {
  point: { lat: number; lng: number } | null;
  ageConfirmed: boolean;
  recentlyViewed: boolean;
};

/** The language chosen with the flags, for the server's rendering. */
export const LANG_COOKIE = 'lang';
const NEAR_COOKIE = 'near';
export const AGE_COOKIE = 'age_ok';
export const RECENT_COOKIE = 'recent';
const YEAR = 365 * 24 * 3600;

export const BootContext = createContext<Boot>({ point: null, ageConfirmed: false, recentlyViewed: false });
export const useBoot = () => useContext(BootContext);

/** A cookie's value in a Cookie header (the server) or document.cookie (the browser). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** A point kept as "lat,lng" with two decimals; anything else (a hand edit, a point outside the map) is none. */
function parsePoint(value: string | undefined): Boot['point'] {
  const match = /^(-?\d{1,2}\.\d{1,2}),(-?\d{1,3}\.\d{1,2})$/.exec(value ?? '');
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

// Search engines index the public pages; they cannot click "I am 18" and must see the content.
export const CRAWLER =
  /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|telegram/i;

/** Reads the boot facts from a request's Cookie and User-Agent headers (or the browser's own). */
export function bootFrom(cookieHeader: string | undefined, userAgent: string | undefined): Boot {
  return {
    point: parsePoint(cookieValue(cookieHeader, NEAR_COOKIE)),
    ageConfirmed: cookieValue(cookieHeader, AGE_COOKIE) === '1' || CRAWLER.test(userAgent ?? ''),
    recentlyViewed: cookieValue(cookieHeader, RECENT_COOKIE) === '1',
  };
}

/** Sets a first-party cookie the server reads on the next page (never sent anywhere else). */
export function setCookie(name: string, value: string, maxAgeSeconds = YEAR): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; samesite=lax`;
}

/** Remembers the visitor's position to a kilometre for the next visit's first page. */
export function rememberPoint(point: { lat: number; lng: number }): void {
  setCookie(NEAR_COOKIE, `${point.lat.toFixed(2)},${point.lng.toFixed(2)}`, 30 * 24 * 3600);
}
