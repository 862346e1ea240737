/** Age check with MitID: the dashboard panel and the public badge. Other features import only what this file exports. */
export { AgeCheckPanel } from './age-check-panel';
export { AgeCheckedBadge } from './age-checked-badge';
export { AgeCheckFact, AgeReviewedNote } from './age-check-fact';
