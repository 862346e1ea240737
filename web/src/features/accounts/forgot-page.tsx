import { zodResolver } from '@hookform/resolvers/zod';
import { emailField, sendOtpLockedData, z } from '@velvet/contract';
import { OTP_RESEND_LOCK_SECONDS, OTP_TYPE } from '@velvet/contract/limits';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { SubmitButton } from '../../components/ui/button';
import { TextLink } from '../../components/ui/text-link';
import { ApiError } from '../../lib/api';
import { usePageMeta } from '../../lib/page-meta';
import { useSendOtp } from './api/send-otp';
import { AuthCard, AuthForm } from './components/auth-card';
import { EmailField } from './components/email-field';
import { fieldProps } from './form-errors';

const forgotForm = z.object({ email: emailField });
type ForgotForm = z.input<typeof forgotForm>;

/** `/forget`: mails a type-1 code, then the code screen. */
export default function ForgotPage() {
  const { t } = useTranslation('accounts');
  usePageMeta(`${t('forgot.title')} — Velvet`);
  const navigate = useNavigate();
  const form = useForm<ForgotForm, unknown, z.output<typeof forgotForm>>({
    resolver: zodResolver(forgotForm),
    defaultValues: { email: '' },
  });
  const send = useSendOtp();

  function submit({ email }: { email: string }) {
    const next = `/otpscreenforget/${encodeURIComponent(email)}`;
    send.mutate(
      { email, type: OTP_TYPE.reset },
      {
        onSuccess: (message) => {
          toast.success(message || t('forgot.sent'));
          void navigate(next, { state: { resendLockedUntil: Date.now() + OTP_RESEND_LOCK_SECONDS * 1000 } });
        },
        onError: (error) => {
          // A code sent moments ago is still valid: go and enter it.
          if (
            error instanceof ApiError &&
            error.status === 429 &&
            sendOtpLockedData.safeParse(error.data).success
          ) {
            toast.warning(error.message);
            const { retry_after } = sendOtpLockedData.parse(error.data);
            void navigate(next, { state: { resendLockedUntil: Date.now() + retry_after * 1000 } });
            return;
          }
          toast.error(error.message);
        },
      },
    );
  }

  return (
    <AuthCard title={t('forgot.title')} intro={t('forgot.intro')}>
      <AuthForm onSubmit={form.handleSubmit(submit)}>
        <EmailField {...fieldProps(form, 'email')} />
        <SubmitButton pending={send.isPending} pendingLabel={t('forgot.sending')}>
          {t('forgot.submit')}
        </SubmitButton>
        <p className="text-center text-sm">
          <TextLink to="/login">{t('forgot.back')}</TextLink>
        </p>
      </AuthForm>
    </AuthCard>
  );
}
