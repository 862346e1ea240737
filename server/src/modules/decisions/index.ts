/** What other modules may use of the statements of reasons: the one call each restriction makes. */
export { recordDecision, recordRelease } from './service.ts';
export { default as decisionRoutes } from './routes.ts';
