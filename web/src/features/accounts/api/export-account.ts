import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET account/export (bearer) — everything stored about the account, as JSON. */
async function exportAccount(): Promise<unknown> {
  const response = await api<unknown>('account/export');
  return response.data;
}

/** Hands the export to the browser as a file download. */
export function downloadJson(data: unknown, filename: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Let the download start before the URL goes away.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const useExportAccount = () => useMutation({ mutationFn: exportAccount });
