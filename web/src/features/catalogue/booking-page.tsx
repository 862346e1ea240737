import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../lib/page-meta';

export default function BookingPage() {
  const { t } = useTranslation();
  usePageMeta(`${t('titles.booking')} — Velvet`);
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl">{t('titles.booking')}</h1>
    </div>
  );
}
