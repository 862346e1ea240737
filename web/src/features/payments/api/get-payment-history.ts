import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentHistoryData } from '@velvet/contract';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api';

/** GET account/payments (bearer) — the signed-in account's payments, newest first. */
async function getPaymentHistory(page: number, signal?: AbortSignal): Promise<PaymentHistoryData> {
  const response = await api<PaymentHistoryData>('account/payments', { query: { page }, signal });
  return response.data;
}

export const paymentHistoryBaseKey = ['payments', 'history'] as const;
const paymentHistoryKey = (page: number, lang: string) => [...paymentHistoryBaseKey, page, lang] as const;

const paymentHistoryOptions = (page: number, lang: string) =>
  queryOptions({
    queryKey: paymentHistoryKey(page, lang),
    queryFn: ({ signal }) => getPaymentHistory(page, signal),
  });

export function usePaymentHistory(page: number) {
  const { i18n } = useTranslation();
  return useQuery(paymentHistoryOptions(page, i18n.language));
}
