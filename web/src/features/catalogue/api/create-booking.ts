import { useMutation } from '@tanstack/react-query';
import type { BookingBody } from '@velvet/contract';
import { api } from '../../../lib/api';

/** POST booking — the reservation form plus the advert guid; stored and emailed to the advertiser. */
async function createBooking(input: BookingBody): Promise<string> {
  const response = await api<unknown>('booking', { method: 'POST', body: input });
  return response.message;
}

export const useCreateBooking = () => useMutation({ mutationFn: createBooking });
