import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../lib/page-meta';

export default function AdvertPage() {
  const { t } = useTranslation();
  usePageMeta(`${t('titles.details')} — Velvet`);
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl">{t('titles.details')}</h1>
    </div>
  );
}
