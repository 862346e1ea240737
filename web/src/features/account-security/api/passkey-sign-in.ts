import { useMutation } from '@tanstack/react-query';
import type { LoginData, PasskeyOptionsData } from '@velvet/contract';
import { api } from '../../../lib/api';

/**
 * POST /api/auth/passkey/options, the browser's passkey dialog (no email needed: the passkey says whose it
 * is), then POST /api/auth/passkey. The WebAuthn helper is loaded only when someone presses the button.
 */
async function passkeySignIn(): Promise<LoginData> {
  const { options } = (await api<PasskeyOptionsData>('auth/passkey/options', { method: 'POST', auth: false }))
    .data;
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const response = await startAuthentication({ optionsJSON: options as never });
  return (await api<LoginData>('auth/passkey', { method: 'POST', body: { response }, auth: false })).data;
}

export const usePasskeySignIn = () => useMutation({ mutationFn: passkeySignIn });
