import { SEARCH_PAGE_SIZE } from '@velvet/contract/limits';
import { useFeaturedAdverts } from '../api/featured-adverts';
import { useNormalAdverts } from '../api/normal-adverts';

/** Up to this many adverts in all, the site is young: the home page shows them where the featured row goes. */
const YOUNG_SITE = 5;

/**
 * How the home page keeps a young site from repeating itself: each advert is shown once while there are
 * few. The catalogue's size comes from the first page of "Choose your partners" (9 a page), which the home
 * page loads anyway.
 * - `allInTopRow`: nothing is featured and the whole catalogue (at most five) fills the top row, so the
 *   unfiltered search list below would only repeat it (with none at all, the list says so itself);
 * - `fewAdverts`: the whole catalogue fits on the search list's one page, so "Near you" and "Choose your
 *   partners" would only show adverts already shown (the featured carousel is a paid place and stays).
 * Both are false until the answers are in: a page with more adverts is not held back by waiting.
 */
export function useYoungSite() {
  const featured = useFeaturedAdverts();
  const catalogue = useNormalAdverts(1, SEARCH_PAGE_SIZE);
  const total = catalogue.data?.pagination.total;
  const young = total !== undefined && total <= YOUNG_SITE;
  return {
    total: total ?? 0,
    /** The first adverts, newest ranking first, for the top row of a young site. */
    adverts: young ? (catalogue.data?.escorts.slice(0, YOUNG_SITE) ?? []) : [],
    young,
    allInTopRow: young && (total ?? 0) > 0 && featured.data?.length === 0,
    fewAdverts: total !== undefined && total <= SEARCH_PAGE_SIZE,
    isPending: catalogue.isPending,
    isError: catalogue.isError,
  };
}
