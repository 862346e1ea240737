import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../lib/page-meta';

export default function AdvertsPage() {
  const { t } = useTranslation();
  usePageMeta(`${t('titles.adverts')} — Velvet`);
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl">{t('titles.adverts')}</h1>
    </div>
  );
}
