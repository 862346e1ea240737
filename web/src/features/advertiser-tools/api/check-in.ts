import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckInBody, CheckInData, EmergencyContactBody } from '@velvet/contract';
import { api } from '../../../lib/api';

/** GET /api/account/check-in (bearer): the running check-in and the emergency contact. */
async function getCheckIn(signal?: AbortSignal): Promise<CheckInData> {
  return (await api<CheckInData>('account/check-in', { signal })).data;
}

const checkInKey = ['account', 'check-in'] as const;

export const useCheckIn = () =>
  useQuery(queryOptions({ queryKey: checkInKey, queryFn: ({ signal }) => getCheckIn(signal) }));

export function useChangeCheckIn() {
  const queryClient = useQueryClient();
  const onSuccess = (answer: { data: CheckInData }) => queryClient.setQueryData(checkInKey, answer.data);
  return {
    setContact: useMutation({
      mutationFn: (body: EmergencyContactBody) =>
        api<CheckInData>('account/emergency-contact', { method: 'POST', body }),
      onSuccess,
    }),
    start: useMutation({
      mutationFn: (body: CheckInBody) => api<CheckInData>('account/check-in', { method: 'POST', body }),
      onSuccess,
    }),
    end: useMutation({
      mutationFn: () => api<CheckInData>('account/check-in', { method: 'DELETE' }),
      onSuccess,
    }),
  };
}

/** POST /api/emergency-contact/confirm { token }: the contact confirms from the emailed link. */
export async function confirmContact(token: string) {
  return api<unknown>('emergency-contact/confirm', { method: 'POST', body: { token } });
}
