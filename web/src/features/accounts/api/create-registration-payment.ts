import { useMutation } from '@tanstack/react-query';
import type { CreatePaymentData } from '@velvet/contract';
import { api } from '../../../lib/api';

/** POST admin/paypal/create-registration-payment (bearer) — the welcome package order; answers `redirect_url`. */
async function createRegistrationPayment(body: { user_id: number }): Promise<string> {
  const response = await api<CreatePaymentData>('admin/paypal/create-registration-payment', {
    method: 'POST',
    body,
  });
  if (!response.data.redirect_url) throw new Error(response.message);
  return response.data.redirect_url;
}

export const useCreateRegistrationPayment = () => useMutation({ mutationFn: createRegistrationPayment });
