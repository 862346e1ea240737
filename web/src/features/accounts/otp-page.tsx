import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../lib/page-meta';

export default function OtpPage() {
  const { t } = useTranslation();
  usePageMeta(`${t('titles.otp')} — Velvet`);
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl">{t('titles.otp')}</h1>
    </div>
  );
}
