/** The one-click "never email me again" link of every email to someone who is not an account holder. */
export { default as unsubscribeRoutes } from './routes.ts';
