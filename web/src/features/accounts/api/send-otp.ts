import { useMutation } from '@tanstack/react-query';
import type { SendOtpBody } from '@velvet/contract';
import { api } from '../../../lib/api';

/** POST auth/send-otp — mails a new code (type 0 register, 1 reset); 429 with `retry_after` while locked. */
export async function sendOtp(body: SendOtpBody): Promise<string> {
  const response = await api<unknown>('auth/send-otp', {
    method: 'POST',
    body: { ...body, is_user: 0 },
    auth: false,
  });
  return response.message;
}

export const useSendOtp = () => useMutation({ mutationFn: sendOtp });
