import {
  OTP_LENGTH,
  OTP_RESEND_LOCK_SECONDS,
  otpField,
  sendOtpLockedData,
  type VerifyOtpData,
} from '@velvet/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { SubmitButton } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api';
import { tMessage } from '../../../lib/i18n';
import { useSendOtp } from '../api/send-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { useCountdown } from '../use-countdown';
import { MessageDialog } from './message-dialog';
import { OtpInput, type OtpInputHandle } from './otp-input';

const EMPTY = Array.from({ length: OTP_LENGTH }, () => '');

/** When the page was opened right after a code was sent, the time its resend lock ends (navigation state). */
export function resendLockedUntil(state: unknown): number | undefined {
  const until = (state as { resendLockedUntil?: unknown } | null)?.resendLockedUntil;
  return typeof until === 'number' && until > Date.now() ? until : undefined;
}

/**
 * The five-digit code, Verify, and Resend with its 60 s countdown. The server's lock
 * wins: a 429 answer restarts the countdown from its `retry_after`.
 */
export function CodeForm({
  email,
  type,
  onVerified,
  resendLockedUntil: lockedUntil,
}: {
  email: string;
  type: 0 | 1;
  onVerified: (data: VerifyOtpData) => void;
  /** A code was just sent: "Resend code" stays disabled, counting down, until the server's lock ends. */
  resendLockedUntil?: number | undefined;
}) {
  const { t } = useTranslation('accounts');
  const [digits, setDigits] = useState<string[]>(EMPTY);
  const [error, setError] = useState('');
  const [resendFailed, setResendFailed] = useState(false);
  const [secondsLeft, startCountdown] = useCountdown();
  const verify = useVerifyOtp();
  const resend = useSendOtp();
  const inputRef = useRef<OtpInputHandle>(null);

  useEffect(() => {
    if (lockedUntil) startCountdown(Math.ceil((lockedUntil - Date.now()) / 1000));
    // Once, on arrival: later locks come from the server's answers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function submit(code = digits.join('')) {
    if (verify.isPending) return;
    if (!otpField.safeParse(code).success) {
      setError(tMessage('accounts.otp_invalid'));
      inputRef.current?.focus();
      return;
    }
    setError('');
    verify.mutate(
      { email, otp: code, type },
      {
        onSuccess: (data) => {
          if (!data.id) {
            setError(tMessage('accounts.user_id_not_received'));
            return;
          }
          onVerified(data);
        },
        onError: (failure) => {
          // A refused code says why; anything else is the generic 'Something went wrong' text.
          const known = failure instanceof ApiError && failure.status >= 400 && failure.status < 500;
          setError(known ? failure.message : tMessage('accounts.otp_generic_error'));
          setDigits(EMPTY);
          inputRef.current?.focus();
        },
      },
    );
  }

  function sendAgain() {
    resend.mutate(
      { email, type },
      {
        onSuccess: (message) => {
          toast.success(message || t('otp.resent'));
          setDigits(EMPTY);
          setError('');
          startCountdown(OTP_RESEND_LOCK_SECONDS);
          inputRef.current?.focus();
        },
        onError: (failure) => {
          const locked =
            failure instanceof ApiError && failure.status === 429
              ? sendOtpLockedData.safeParse(failure.data)
              : null;
          if (locked?.success) {
            startCountdown(locked.data.retry_after);
            toast.warning(failure.message);
            return;
          }
          setResendFailed(true);
        },
      },
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="flex flex-col gap-5"
    >
      <p id="otp-label" className="text-center text-sm text-mist-300">
        {t('otp.label', { email })}
      </p>
      <OtpInput
        ref={inputRef}
        value={digits}
        onChange={(next) => {
          setDigits(next);
          if (error) setError('');
        }}
        onComplete={(code) => submit(code)}
        labelId="otp-label"
        errorId={error ? 'otp-error' : undefined}
        invalid={Boolean(error)}
        disabled={verify.isPending}
      />
      <div aria-live="assertive" className="min-h-5 text-center">
        {error && (
          <p id="otp-error" className="text-sm text-red-300">
            {error}
          </p>
        )}
      </div>
      <SubmitButton pending={verify.isPending} pendingLabel={t('otp.verifying')}>
        {t('otp.verify')}
      </SubmitButton>
      <div className="flex flex-col items-center gap-1 text-sm text-mist-300">
        <span>{t('otp.noCode')}</span>
        <button
          type="button"
          onClick={sendAgain}
          disabled={secondsLeft > 0 || resend.isPending}
          className="min-h-11 rounded-full px-4 font-semibold text-rose-300 underline hover:text-rose-400 disabled:cursor-not-allowed disabled:text-mist-400 disabled:no-underline"
        >
          {secondsLeft > 0
            ? t('otp.resendIn', { seconds: secondsLeft })
            : resend.isPending
              ? t('otp.resending')
              : t('otp.resend')}
        </button>
      </div>
      <MessageDialog
        open={resendFailed}
        onClose={() => setResendFailed(false)}
        title={tMessage('accounts.otp_resend_failed_title')}
        message={tMessage('accounts.otp_resend_failed')}
      />
    </form>
  );
}
