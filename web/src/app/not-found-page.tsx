import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../components/ui/button';
import { usePageMeta } from '../lib/page-meta';

export default function NotFoundPage() {
  const { t } = useTranslation();
  usePageMeta(`${t('notFound.title')} — Velvet`);
  return (
    <div className="container-page flex min-h-[60vh] flex-col items-center justify-center gap-4 py-16 text-center">
      <p className="font-display text-7xl text-rose-400" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl">{t('notFound.title')}</h1>
      <p className="max-w-md text-mist-300">{t('notFound.text')}</p>
      <Link to="/" className={buttonClass('primary')}>
        {t('notFound.home')}
      </Link>
    </div>
  );
}
