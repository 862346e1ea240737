/**
 * Safety screening (copied photos, known-abuse hash lists, trafficking-indicator rules, shared phone numbers,
 * the operators' safety queue) and the quick exit.
 * Other modules use only what this file exports: the hooks their advert writes call.
 */
export { quickExitRoutes, safetyRoutes } from './routes.ts';
export { safetyRuleRoutes } from './rules-routes.ts';
export { recordPhoneNumbers, screenAdvertDetails } from './rules.ts';
export { holdForFailedAgeCheck, recordPhotoHashes, refuseKnownAbuse, screenNewPhotos } from './service.ts';
export { holdingReasons, keepHeldWhileFlagged, keepRetiredPhotoHashes } from './repo.ts';
