import { useMutation } from '@tanstack/react-query';
import type { CreatePaymentData } from '@velvet/contract';
import { api } from '../../../lib/api';

/** POST admin/paypal/create-payment?id={packageId} (bearer) — creates the order; answers the checkout URL. */
async function createPayment(packageId: number): Promise<CreatePaymentData> {
  const response = await api<CreatePaymentData>('admin/paypal/create-payment', {
    method: 'POST',
    query: { id: packageId },
  });
  return response.data;
}

export const useCreatePayment = () => useMutation({ mutationFn: createPayment });
