/**
 * What other modules use of account security: the sign-in's branch to a second factor, its end, and the
 * step every sign-in ends with.
 */
export { endWaitingSignIns, secondFactorChallenge } from './sign-in-challenge.ts';
export { finishLogin } from './sign-in.ts';
export { default as accountSecurityRoutes } from './routes.ts';
