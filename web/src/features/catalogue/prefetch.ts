import type { QueryClient } from '@tanstack/react-query';
import { COPENHAGEN, SEARCH_PAGE_SIZE } from '@velvet/contract/limits';
import { ApiError, type ApiCall } from '../../lib/api';
import type { Boot } from '../../lib/boot';
import { pageFrom } from '../../lib/url-state';
import { guidFrom } from './advert-links';
import { advertOptions } from './api/advert';
import { featuredAdvertsOptions } from './api/featured-adverts';
import { interestsOptions } from './api/interests';
import { nearbyAdvertsOptions } from './api/nearby-adverts';
import { normalAdvertsOptions } from './api/normal-adverts';
import { relatedAdvertsOptions } from './api/related-adverts';
import { searchAdvertsOptions, searchFiltersFrom, sortFrom } from './api/search-adverts';

export type PrefetchContext = { queryClient: QueryClient; call: ApiCall; lang: string; boot: Boot };

/**
 * What the server does with a page once its data is in: render it, answer that there is no such advert
 * (404), or that its advertiser retired it (410 Gone).
 */
export type PrefetchOutcome = 'render' | 'not-found' | 'gone';

/**
 * Puts what a public page shows first into the query cache, with the very query options the page uses,
 * so the server renders it with its data and the browser starts from the same answers instead of asking
 * again. Only the first screen's queries: what loads when scrolled near is left to the browser.
 */
export async function prefetchCatalogue(url: URL, context: PrefetchContext): Promise<PrefetchOutcome> {
  const { queryClient, call, lang, boot } = context;
  const params = url.searchParams;
  // Each page's queries at once; a failed one is simply not in the cache, and the browser asks again.
  const prefetch = (...all: Promise<void>[]) => Promise.all(all);
  switch (url.pathname) {
    case '/':
      await prefetch(
        queryClient.prefetchQuery(featuredAdvertsOptions(call)),
        queryClient.prefetchQuery(
          searchAdvertsOptions(searchFiltersFrom(params, 'home', null), pageFrom(params, 'page'), call),
        ),
        queryClient.prefetchQuery(
          nearbyAdvertsOptions(boot.point ?? COPENHAGEN, pageFrom(params, 'near'), call),
        ),
        queryClient.prefetchQuery(normalAdvertsOptions(pageFrom(params, 'partners'), SEARCH_PAGE_SIZE, call)),
        queryClient.prefetchQuery(interestsOptions(call)),
      );
      return 'render';
    case '/Adverts': {
      const point = sortFrom(params, 'page') === 'nearest' ? (boot.point ?? COPENHAGEN) : null;
      await prefetch(
        queryClient.prefetchQuery(
          searchAdvertsOptions(searchFiltersFrom(params, 'page', point), pageFrom(params, 'page'), call),
        ),
        queryClient.prefetchQuery(interestsOptions(call)),
      );
      return 'render';
    }
    case '/registrationForm':
      await prefetch(queryClient.prefetchQuery(interestsOptions(call)));
      return 'render';
    case '/details':
    case '/bookAnAppointment': {
      const guid = guidFrom(params);
      if (!guid) return 'not-found';
      try {
        await queryClient.fetchQuery(advertOptions(guid, lang, call));
        // Related adverts are in the page; testimonials load when scrolled near.
        if (url.pathname === '/details')
          await prefetch(queryClient.prefetchQuery(relatedAdvertsOptions(guid, call)));
        return 'render';
      } catch (error) {
        if (error instanceof ApiError && error.status === 410) return 'gone';
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) return 'not-found';
        throw error;
      }
    }
    default:
      return 'render';
  }
}
