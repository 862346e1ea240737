// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearRecentlyViewed,
  FAVOURITES_KEY,
  forgetFavourites,
  forgetRecent,
  RECENT_KEY,
  RECENT_MAX,
  recordRecentView,
  toggleFavourite,
} from './visitor-memory';

const advert = (n: number) => ({
  guid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: `Advert ${n}`,
  city: 'Aarhus',
  main_image_asset: {
    src: `/media/${n}/640.webp`,
    srcset: `/media/${n}/640.webp 640w`,
    width: 640,
    height: 800,
  },
});
const stored = (key: string) =>
  JSON.parse(localStorage.getItem(key) ?? '[]') as { guid: string; name: string }[];

beforeEach(() => localStorage.clear());

describe('favourites in local storage', () => {
  it('saves, unsaves and forgets adverts, newest first, keeping only public facts', () => {
    expect(toggleFavourite(advert(1))).toBe(true);
    expect(toggleFavourite(advert(2))).toBe(true);
    expect(stored(FAVOURITES_KEY).map((f) => f.name)).toEqual(['Advert 2', 'Advert 1']);
    expect(Object.keys(stored(FAVOURITES_KEY)[0]!).sort()).toEqual(['at', 'city', 'guid', 'image', 'name']);
    expect(toggleFavourite(advert(2))).toBe(false);
    forgetFavourites([advert(1).guid]);
    expect(stored(FAVOURITES_KEY)).toEqual([]);
  });

  it('reads a damaged value as an empty list instead of failing', () => {
    localStorage.setItem(FAVOURITES_KEY, '{not json');
    expect(toggleFavourite(advert(3))).toBe(true);
    expect(stored(FAVOURITES_KEY).map((f) => f.guid)).toEqual([advert(3).guid]);
  });
});

describe('recently viewed', () => {
  it('keeps the last 12 opened, once each, newest first, and clears', () => {
    for (let n = 1; n <= 14; n++) recordRecentView(advert(n));
    recordRecentView(advert(5));
    const list = stored(RECENT_KEY);
    expect(list).toHaveLength(RECENT_MAX);
    expect(list[0]!.name).toBe('Advert 5');
    expect(list.filter((r) => r.name === 'Advert 5')).toHaveLength(1);
    expect(list.map((r) => r.name)).not.toContain('Advert 1');
    forgetRecent(advert(5).guid);
    expect(stored(RECENT_KEY).map((r) => r.name)).not.toContain('Advert 5');
    clearRecentlyViewed();
    expect(stored(RECENT_KEY)).toEqual([]);
  });
});
