import { useMutation } from '@tanstack/react-query';
import type { PaymentStatus } from '@velvet/contract';
import { api } from '../../../lib/api';
import { useInvalidateAdmin } from './keys';

type SyncResult = { provider_status: string; status: PaymentStatus };

/** POST admin/payments/:id/sync — asks PayPal how the order stands; refunds and chargebacks it reports apply. */
const syncPayment = async (id: number) =>
  (await api<SyncResult>(`admin/payments/${id}/sync`, { method: 'POST' })).data;
export function useSyncPayment() {
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn: syncPayment, onSuccess: invalidate });
}
