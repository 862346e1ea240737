import { OTP_TYPE } from '@velvet/contract/limits';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { usePageMeta } from '../../lib/page-meta';
import { AuthCard } from './components/auth-card';
import { CodeForm, resendLockedUntil } from './components/code-form';
import { resetToken } from './reset-token';
import { TextLink } from '../../components/ui/text-link';

/** `/otpscreenforget/{email}`: verify the type-1 code, keep its reset grant, set a new password. */
export default function ForgotOtpPage() {
  const { t } = useTranslation('accounts');
  usePageMeta(`${t('forgotOtp.title')} — Velvet`);
  const navigate = useNavigate();
  const { email = '' } = useParams();
  const location = useLocation();
  return (
    <AuthCard title={t('forgotOtp.title')} intro={t('forgotOtp.intro')}>
      <CodeForm
        email={email}
        type={OTP_TYPE.reset}
        resendLockedUntil={resendLockedUntil(location.state)}
        onVerified={(data) => {
          if (data.reset_token) resetToken.set(email, data.reset_token);
          void navigate(`/resetpassword/${encodeURIComponent(email)}`);
        }}
      />
      <p className="mt-6 text-center text-sm">
        <TextLink to="/forget">{t('forgotOtp.otherEmail')}</TextLink>
      </p>
    </AuthCard>
  );
}
