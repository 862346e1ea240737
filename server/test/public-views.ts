import type { App } from '../src/app.ts';

/**
 * Where an advert shows up publicly: every list, the detail and related calls, and the sitemap — the
 * check the suspension tests make, for any reason an advert may be hidden. `neighbour` is a public
 * advert in the same city (its related list would name the target), `place` that city for the search.
 */
export async function publicViews(
  app: App,
  target: { guid: string },
  neighbour: { guid: string },
  place: string,
) {
  const get = (url: string) => app.inject({ method: 'GET', url });
  const ids = async (url: string) =>
    ((await get(url)).json() as { data: { escorts: { guid: string }[] } }).data.escorts.map((e) => e.guid);
  const related = await get(`/api/escort/getRelated/${neighbour.guid}`);
  return {
    all: (await ids('/api/escort/all?latitude=55.68&longitude=12.59&page=1&page_size=100')).includes(
      target.guid,
    ),
    search: (await ids(`/api/escort/search?address=${encodeURIComponent(place)}&page_size=100`)).includes(
      target.guid,
    ),
    featured: (await ids('/api/escort/featured')).includes(target.guid),
    normal: (await ids('/api/escort/normal?page_size=100')).includes(target.guid),
    related: related.body.includes(target.guid),
    detail: (await get(`/api/escort/getById/${target.guid}`)).statusCode === 200,
    ownRelated: (await get(`/api/escort/getRelated/${target.guid}`)).statusCode === 200,
    // The server-rendered head of the detail page describes a public advert only (needs a built web app):
    // every page has a title, only a public advert's page is an Open Graph profile.
    page: (await get(`/details?guid=${target.guid}`)).body.includes(
      '<meta property="og:type" content="profile">',
    ),
    sitemap: (await get('/sitemap.xml')).body.includes(target.guid),
  };
}

export const everywhere = {
  all: true,
  search: true,
  featured: true,
  normal: true,
  related: true,
  detail: true,
  ownRelated: true,
  page: true,
  sitemap: true,
};
export const nowhere = Object.fromEntries(Object.keys(everywhere).map((k) => [k, false]));
