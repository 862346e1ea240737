import { useMutation } from '@tanstack/react-query';
import type { SendOtpBody } from '@velvet/contract';
import { postAuth } from './post-auth';

/** POST auth/send-otp — mails a new code (type 0 register, 1 reset); 429 with `retry_after` while locked. */
async function sendOtp(body: SendOtpBody): Promise<string> {
  return (await postAuth('send-otp', body)).message;
}

export const useSendOtp = () => useMutation({ mutationFn: sendOtp });
