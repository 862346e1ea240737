/** The public catalogue: home, lists, the advert page. Other features import only what this file exports. */
export { useInterests } from './api/interests';
export { advertOptions } from './api/advert';
export { AdvertGrid } from './components/advert-grid';
export { prefetchCatalogue } from './prefetch';
