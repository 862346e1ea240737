/** Favourites and recently viewed adverts, kept in the visitor's browser only. Other features import only what this file exports. */
export { FavouriteButton } from './favourite-button';
export { RecentlyViewed } from './recently-viewed';
export { useRememberVisit } from './use-remember-visit';
