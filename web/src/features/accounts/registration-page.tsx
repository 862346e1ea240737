import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../lib/page-meta';

export default function RegistrationPage() {
  const { t } = useTranslation();
  usePageMeta(`${t('titles.registration')} — Velvet`);
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl">{t('titles.registration')}</h1>
    </div>
  );
}
