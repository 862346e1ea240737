import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST admin/paypal/capture-registration-payment — captures the approved welcome-package order. */
async function captureRegistrationPayment(body: { token: string; user_id: number }): Promise<string> {
  const response = await api<unknown>('admin/paypal/capture-registration-payment', { method: 'POST', body });
  return response.message;
}

export const useCaptureRegistrationPayment = () => useMutation({ mutationFn: captureRegistrationPayment });
