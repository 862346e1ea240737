/** What other modules use of account security: the sign-in's branch to a second factor, and its end. */
export { endWaitingSignIns, secondFactorChallenge } from './sign-in-challenge.ts';
export { default as accountSecurityRoutes } from './routes.ts';
