import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AvailabilityData, AvailableBody } from '@velvet/contract';
import { api } from '../../../lib/api';

/** GET /api/account/available (bearer): until when, starts left today, whether the advert may use it. */
async function getAvailability(signal?: AbortSignal): Promise<AvailabilityData> {
  return (await api<AvailabilityData>('account/available', { signal })).data;
}

const availabilityKey = ['account', 'available'] as const;

const availabilityOptions = (enabled: boolean) =>
  queryOptions({ queryKey: availabilityKey, queryFn: ({ signal }) => getAvailability(signal), enabled });

export const useAvailability = (enabled: boolean) => useQuery(availabilityOptions(enabled));

/** POST /api/account/available { hours } — start (or restart) "available now". */
export async function startAvailable(body: AvailableBody) {
  return api<AvailabilityData>('account/available', { method: 'POST', body });
}

/** DELETE /api/account/available — end it now. */
async function endAvailable() {
  return api<AvailabilityData>('account/available', { method: 'DELETE' });
}

export function useSetAvailability() {
  const queryClient = useQueryClient();
  const onSuccess = (answer: Awaited<ReturnType<typeof startAvailable>>) => {
    queryClient.setQueryData(availabilityKey, answer.data);
    // Lists and the detail page carry available_until: show the new state everywhere.
    return queryClient.invalidateQueries({ queryKey: ['adverts'] });
  };
  return {
    start: useMutation({ mutationFn: startAvailable, onSuccess }),
    end: useMutation({ mutationFn: endAvailable, onSuccess }),
  };
}
