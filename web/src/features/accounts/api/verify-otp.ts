import { useMutation } from '@tanstack/react-query';
import type { VerifyOtpBody, VerifyOtpData } from '@velvet/contract';
import { api } from '../../../lib/api';

/** POST auth/verify-otp — type 0 answers `{ token, id }`, type 1 `{ reset_token, id }`. */
export async function verifyOtp(body: VerifyOtpBody): Promise<VerifyOtpData> {
  const response = await api<VerifyOtpData>('auth/verify-otp', {
    method: 'POST',
    body: { ...body, is_user: 0 },
    auth: false,
  });
  return response.data;
}

export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp });
