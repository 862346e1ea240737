import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../lib/page-meta';

export default function LoginPage() {
  const { t } = useTranslation();
  usePageMeta(`${t('titles.login')} — Velvet`);
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl">{t('titles.login')}</h1>
    </div>
  );
}
