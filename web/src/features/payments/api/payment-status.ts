import { useQuery } from '@tanstack/react-query';
import type { PaymentStatusData } from '@velvet/contract';
import { api } from '../../../lib/api';

/** GET payments/status?token= — how an order stands (paid, pending, failed); no session needed. */
async function getPaymentStatus(token: string, signal?: AbortSignal): Promise<PaymentStatusData> {
  const response = await api<PaymentStatusData>('payments/status', { query: { token }, signal });
  return response.data;
}

export function usePaymentStatus(token: string) {
  return useQuery({
    queryKey: ['payments', 'status', token],
    queryFn: ({ signal }) => getPaymentStatus(token, signal),
    enabled: token !== '',
    staleTime: 0,
    retry: false,
  });
}
