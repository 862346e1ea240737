import { useMutation } from '@tanstack/react-query';
import type { ReportReceipt, ReportRequest } from '@velvet/contract';
import { api } from '../../../lib/api';

/** POST /api/reports — anonymous: never sends the visitor's token, so a report cannot be tied to an account. */
async function createReport(body: ReportRequest): Promise<ReportReceipt> {
  const res = await api<ReportReceipt>('reports', { method: 'POST', body, auth: false });
  return res.data;
}

export function useCreateReport() {
  return useMutation({ mutationFn: createReport });
}
