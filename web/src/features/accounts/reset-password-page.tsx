import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../lib/page-meta';

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  usePageMeta(`${t('titles.reset')} — Velvet`);
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl">{t('titles.reset')}</h1>
    </div>
  );
}
