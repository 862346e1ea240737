/** "Available now": the badge, the dashboard control and the search filter. Other features import only what this file exports. */
export { AvailableBadge } from './available-badge';
export { AvailableNowControl } from './available-now-control';
export { AvailableNowFilter } from './available-now-filter';
