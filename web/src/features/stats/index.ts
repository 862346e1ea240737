/** View and contact counts: the beacon, the advertiser's chart, the site totals. Other features import only what this file exports. */
export { sendStatsBeacon } from './beacon';
export { SiteStats } from './site-stats';
export { StatsPanel } from './stats-panel';
export { useCountView } from './use-count-view';
