/** The public catalogue: lists, search, the detail page and related adverts. Other modules use only what this file exports. */
export { default as advertsRoutes } from './routes.ts';
export {
  cardImage,
  interestName,
  toUserPackage,
  type InterestName,
  type MediaItem,
  type PackagePeriod,
} from './serialize.ts';
export { advertNotFound, isGuid } from './service.ts';
export { findVisibleId, interestsOf, mediaColumns, packagePeriods } from './repo.ts';
