import { lazy } from 'react';

/** Account security: two-factor sign-in, passkeys, signed-in devices. Other features import only what this file exports. */
export { PasskeySignInButton } from './passkey-sign-in-button';
export { SecondFactorStep } from './second-factor-step';
export { useReauthGate } from './components/reauth';

/** Two-factor setup, passkeys and devices for /dashboard: their own chunk, fetched with the dashboard only. */
export const SecuritySection = lazy(() => import('./security-section'));
