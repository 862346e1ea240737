/** What other modules use of account security: the sign-in's branch to a second factor. */
export { secondFactorChallenge } from './sign-in-challenge.ts';
export { default as accountSecurityRoutes } from './routes.ts';
