import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Tour, TourBody } from '@velvet/contract';
import { api } from '../../../lib/api';

/** GET /api/account/tours (bearer): the tours not yet over, soonest first. */
async function getTours(signal?: AbortSignal): Promise<Tour[]> {
  return (await api<{ tours: Tour[] }>('account/tours', { signal })).data.tours;
}

const toursKey = ['account', 'tours'] as const;

export const useTours = () =>
  useQuery(queryOptions({ queryKey: toursKey, queryFn: ({ signal }) => getTours(signal) }));

/** POST /api/account/tours { zip_code | town, starts_on, ends_on }. */
async function addTour(body: TourBody) {
  return api<{ tour: Tour }>('account/tours', { method: 'POST', body });
}

/** DELETE /api/account/tours/{id}. */
async function removeTour(id: number) {
  return api<unknown>(`account/tours/${id}`, { method: 'DELETE' });
}

export function useChangeTours() {
  const queryClient = useQueryClient();
  // The lists and the advert page show where the advert is.
  const onSuccess = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: toursKey }),
      queryClient.invalidateQueries({ queryKey: ['adverts'] }),
    ]);
  return {
    add: useMutation({ mutationFn: addTour, onSuccess }),
    remove: useMutation({ mutationFn: removeTour, onSuccess }),
  };
}
