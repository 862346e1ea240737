import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../lib/page-meta';

export default function HomePage() {
  const { t } = useTranslation();
  usePageMeta(`${t('titles.home')} — Velvet`);
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl">{t('titles.home')}</h1>
    </div>
  );
}
