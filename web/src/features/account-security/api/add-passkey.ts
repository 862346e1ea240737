import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasskeyListData, PasskeyOptionsData } from '@velvet/contract';
import { api } from '../../../lib/api';
import { passkeysKey } from './passkeys';

/**
 * POST /api/account/passkeys/options, then the browser's own passkey dialog, then POST /api/account/passkeys
 * with the answer and the name. The WebAuthn helper is loaded only when someone adds a passkey.
 */
async function addPasskey(name: string): Promise<{ list: PasskeyListData; message: string }> {
  const { options } = (await api<PasskeyOptionsData>('account/passkeys/options', { method: 'POST' })).data;
  const { startRegistration } = await import('@simplewebauthn/browser');
  const response = await startRegistration({ optionsJSON: options as never });
  const answer = await api<PasskeyListData>('account/passkeys', { method: 'POST', body: { name, response } });
  return { list: answer.data, message: answer.message };
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSuccess: ({ list }) => queryClient.setQueryData(passkeysKey, list),
  });
}
