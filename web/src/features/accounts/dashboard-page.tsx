import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../lib/page-meta';

export default function DashboardPage() {
  const { t } = useTranslation();
  usePageMeta(`${t('titles.dashboard')} — Velvet`);
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl">{t('titles.dashboard')}</h1>
    </div>
  );
}
