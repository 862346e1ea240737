import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../lib/page-meta';

export default function PackagesPage() {
  const { t } = useTranslation();
  usePageMeta(`${t('titles.packages')} — Velvet`);
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl">{t('titles.packages')}</h1>
    </div>
  );
}
