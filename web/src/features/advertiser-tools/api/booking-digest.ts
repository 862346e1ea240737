import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingDigestBody, BookingDigestData } from '@velvet/contract';
import { api } from '../../../lib/api';
import { apiKey, useApiData } from '../../../lib/api-query';

/** /api/account/booking-digest (bearer): whether booking requests come as one email a day. */
const BOOKING_DIGEST = 'account/booking-digest';

export const useBookingDigest = () => useApiData<BookingDigestData>(BOOKING_DIGEST);

/** POST { daily }: the answer is the new choice, shown at once. */
export function useSetBookingDigest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookingDigestBody) => api<BookingDigestData>(BOOKING_DIGEST, { method: 'POST', body }),
    onSuccess: (answer) => queryClient.setQueryData(apiKey(BOOKING_DIGEST), answer.data),
  });
}
