/** Advertiser accounts: registration, sign-in, codes, the dashboard. Other features import only what this file exports. */
export { login } from './api/login';
