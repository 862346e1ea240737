import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckInBody, CheckInData, EmergencyContactBody } from '@velvet/contract';
import { api } from '../../../lib/api';
import { apiKey, useApiData, useStartEnd } from '../../../lib/api-query';

/** /api/account/check-in (bearer): the running check-in and the emergency contact. */
const CHECK_IN = 'account/check-in';

export const useCheckIn = () => useApiData<CheckInData>(CHECK_IN);

/** POST starts a check-in, DELETE ends it; POST account/emergency-contact sets the contact. */
export function useChangeCheckIn() {
  const queryClient = useQueryClient();
  const { start, end } = useStartEnd<CheckInBody, CheckInData>(CHECK_IN);
  const setContact = useMutation({
    mutationFn: (body: EmergencyContactBody) =>
      api<CheckInData>('account/emergency-contact', { method: 'POST', body }),
    onSuccess: (answer) => queryClient.setQueryData(apiKey(CHECK_IN), answer.data),
  });
  return { setContact, start, end };
}

/** POST /api/emergency-contact/confirm { token }: the contact confirms from the emailed link. */
export async function confirmContact(token: string) {
  return api<unknown>('emergency-contact/confirm', { method: 'POST', body: { token } });
}
