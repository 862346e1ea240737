import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordBody, z, type ResetPasswordBody } from '@velvet/contract';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { toast } from '../../lib/toast';
import { LanguageSwitch } from '../../components/language-switch';
import { SubmitButton } from '../../components/ui/button';
import { TextLink } from '../../components/ui/text-link';
import { tMessage } from '../../lib/i18n';
import { usePageMeta } from '../../lib/page-meta';
import { useResetPassword } from './api/reset-password';
import { AuthCard, AuthForm } from './components/auth-card';
import { MessageDialog, showing } from './components/message-dialog';
import { PasswordField } from '../../components/ui/password-field';
import { applyServerErrors, fieldProps } from './form-errors';
import { resetToken } from './reset-token';

type Output = z.output<typeof resetPasswordBody>;

/** `/resetpassword/{email}`: new password and confirmation, with the language flags. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('accounts');
  usePageMeta(`${t('reset.title')} — Velvet`);
  const navigate = useNavigate();
  const { email = '' } = useParams();
  const [grant] = useState(() => resetToken.get(email));
  const form = useForm<ResetPasswordBody, unknown, Output>({
    resolver: zodResolver(resetPasswordBody),
    defaultValues: { email, password: '', new_password: '', reset_token: grant ?? undefined },
  });
  const reset = useResetPassword();
  const [dialog, setDialog] = useState<{ title: string; message: string } | null>(null);

  function onInvalid(errors: FieldErrors<ResetPasswordBody>) {
    if (errors.new_password?.message === 'accounts.reset_passwords_mismatch') {
      setDialog({
        title: tMessage('accounts.reset_passwords_mismatch'),
        message: tMessage('accounts.reset_passwords_mismatch_detail'),
      });
    }
  }

  function submit(values: Output) {
    reset.mutate(values, {
      onSuccess: (message) => {
        resetToken.clear(email);
        toast.success(message || tMessage('accounts.password_reset'));
        void navigate('/login', { state: { email } });
      },
      onError: (error) => {
        applyServerErrors(error, form.setError, ['password', 'new_password']);
        setDialog({ title: tMessage('accounts.reset_failed'), message: error.message });
      },
    });
  }

  return (
    <AuthCard title={t('reset.title')} intro={t('reset.intro', { email })} aside={<LanguageSwitch />}>
      {!grant ? (
        <div role="alert" className="flex flex-col gap-4 text-sm text-champagne-300">
          <p>{tMessage('accounts.reset_grant_required')}</p>
          <TextLink to="/forget">{t('reset.startAgain')}</TextLink>
        </div>
      ) : (
        <AuthForm onSubmit={form.handleSubmit(submit, onInvalid)}>
          <PasswordField
            label={t('fields.newPassword')}
            autoComplete="new-password"
            hint={t('password.rules')}
            {...fieldProps(form, 'password')}
          />
          <PasswordField
            label={t('fields.confirmNewPassword')}
            autoComplete="new-password"
            {...fieldProps(form, 'new_password')}
          />
          <SubmitButton pending={reset.isPending} pendingLabel={t('reset.saving')}>
            {t('reset.submit')}
          </SubmitButton>
        </AuthForm>
      )}
      <MessageDialog {...showing(dialog)} onClose={() => setDialog(null)} />
    </AuthCard>
  );
}
