import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../lib/page-meta';

export default function ForgotOtpPage() {
  const { t } = useTranslation();
  usePageMeta(`${t('titles.forgotOtp')} — Velvet`);
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl">{t('titles.forgotOtp')}</h1>
    </div>
  );
}
