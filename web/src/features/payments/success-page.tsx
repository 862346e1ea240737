import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../lib/page-meta';

export default function SuccessPage() {
  const { t } = useTranslation();
  usePageMeta(`${t('titles.success')} — Velvet`);
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl">{t('titles.success')}</h1>
    </div>
  );
}
