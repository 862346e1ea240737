import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../lib/page-meta';

export default function AdminPage() {
  const { t } = useTranslation();
  usePageMeta(`${t('titles.admin')} — Velvet`);
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl">{t('titles.admin')}</h1>
    </div>
  );
}
