import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../lib/page-meta';

export default function CancelPage() {
  const { t } = useTranslation();
  usePageMeta(`${t('titles.cancel')} — Velvet`);
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl">{t('titles.cancel')}</h1>
    </div>
  );
}
