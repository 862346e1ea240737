import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../lib/page-meta';

export default function TermsPage() {
  const { t } = useTranslation();
  usePageMeta(`${t('titles.terms')} — Velvet`);
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl">{t('titles.terms')}</h1>
    </div>
  );
}
