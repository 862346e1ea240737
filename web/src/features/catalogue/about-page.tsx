import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../lib/page-meta';

export default function AboutPage() {
  const { t } = useTranslation();
  usePageMeta(`${t('titles.about')} — Velvet`);
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl">{t('titles.about')}</h1>
    </div>
  );
}
