/** Advertiser accounts: registration, sign-in, codes, the dashboard. Other features import only what this file exports. */
export { login, rememberLogin } from './api/login';
