import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VerificationData } from '@velvet/contract';
import { api } from '../../../lib/api';

/** GET /api/account/verification (bearer): the photo verification of the signed-in advertiser. */
async function getVerification(signal?: AbortSignal): Promise<VerificationData> {
  return (await api<VerificationData>('account/verification', { signal })).data;
}

const verificationKey = ['account', 'verification'] as const;

const verificationOptions = (enabled: boolean) =>
  queryOptions({ queryKey: verificationKey, queryFn: ({ signal }) => getVerification(signal), enabled });

export const useVerification = (enabled: boolean) => useQuery(verificationOptions(enabled));

/** POST /api/account/verification/word — a fresh one-time word to hold up. */
export async function requestWord() {
  return api<VerificationData>('account/verification/word', { method: 'POST' });
}

/** POST /api/account/verification (multipart `photo`) — the selfie holding the word. */
async function sendSelfie(photo: File) {
  const body = new FormData();
  body.append('photo', photo);
  return api<VerificationData>('account/verification', { method: 'POST', body, timeoutMs: 120_000 });
}

export function useVerificationActions() {
  const queryClient = useQueryClient();
  const onSuccess = (answer: Awaited<ReturnType<typeof requestWord>>) => {
    queryClient.setQueryData(verificationKey, answer.data);
  };
  return {
    word: useMutation({ mutationFn: requestWord, onSuccess }),
    selfie: useMutation({ mutationFn: sendSelfie, onSuccess }),
  };
}
