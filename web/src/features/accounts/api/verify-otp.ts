import { useMutation } from '@tanstack/react-query';
import type { VerifyOtpBody, VerifyOtpData } from '@velvet/contract';
import { postAuth } from './post-auth';

/** POST auth/verify-otp — type 0 answers `{ token, id }`, type 1 `{ reset_token, id }`. */
async function verifyOtp(body: VerifyOtpBody): Promise<VerifyOtpData> {
  return (await postAuth<VerifyOtpData>('verify-otp', body)).data;
}

export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp });
