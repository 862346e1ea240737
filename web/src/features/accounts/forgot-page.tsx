import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../lib/page-meta';

export default function ForgotPage() {
  const { t } = useTranslation();
  usePageMeta(`${t('titles.forgot')} — Velvet`);
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl">{t('titles.forgot')}</h1>
    </div>
  );
}
