import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerificationData } from '@velvet/contract';
import { api, type Envelope } from '../../../lib/api';
import { apiKey, useApiData } from '../../../lib/api-query';

/** /api/account/verification (bearer): the photo verification of the signed-in advertiser. */
const VERIFICATION = 'account/verification';

export const useVerification = (enabled: boolean) => useApiData<VerificationData>(VERIFICATION, { enabled });

/** POST /api/account/verification/word — a fresh one-time word to hold up. */
async function requestWord() {
  return api<VerificationData>('account/verification/word', { method: 'POST' });
}

/** POST /api/account/verification (multipart `photo`) — the selfie holding the word. */
async function sendSelfie(photo: File) {
  const body = new FormData();
  body.append('photo', photo);
  return api<VerificationData>(VERIFICATION, { method: 'POST', body, timeoutMs: 120_000 });
}

export function useVerificationActions() {
  const queryClient = useQueryClient();
  const onSuccess = (answer: Envelope<VerificationData>) => {
    queryClient.setQueryData(apiKey(VERIFICATION), answer.data);
  };
  return {
    word: useMutation({ mutationFn: requestWord, onSuccess }),
    selfie: useMutation({ mutationFn: sendSelfie, onSuccess }),
  };
}
