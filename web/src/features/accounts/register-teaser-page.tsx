import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../lib/page-meta';

export default function RegisterTeaserPage() {
  const { t } = useTranslation();
  usePageMeta(`${t('titles.register')} — Velvet`);
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl">{t('titles.register')}</h1>
    </div>
  );
}
