import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** SPEC §2 booking fields, named as the booking_requests table (snake_case, DESIGN §4). */
export type BookingInput = {
  guid: string;
  first_name: string;
  last_name: string;
  contact_number: string;
  email: string;
  address: string;
  address2: string;
  country: string;
  city: string;
  postal_code: string;
  age: number;
  details: string;
};

/** POST booking — stored and emailed to the advertiser (DESIGN §5). */
export async function createBooking(input: BookingInput): Promise<string> {
  const response = await api<unknown>('booking', { method: 'POST', body: input });
  return response.message;
}

export const useCreateBooking = () => useMutation({ mutationFn: createBooking });
