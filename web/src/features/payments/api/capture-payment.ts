import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaptureData } from '@velvet/contract';
import { api } from '../../../lib/api';
import { paymentHistoryBaseKey } from './get-payment-history';

type CaptureInput = { token: string; package_id?: number | undefined; user_id?: number | undefined };

/** POST admin/paypal/capture-payment (bearer) — captures the approved order and activates the package. */
async function capturePayment(body: CaptureInput): Promise<CaptureData> {
  const response = await api<CaptureData>('admin/paypal/capture-payment', { method: 'POST', body });
  return response.data;
}

export function useCapturePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: capturePayment,
    onSuccess: async () => {
      // The history gains a paid row, and the account's package status (dashboard badge) changes.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentHistoryBaseKey }),
        queryClient.invalidateQueries({ queryKey: ['account'] }),
      ]);
    },
  });
}
