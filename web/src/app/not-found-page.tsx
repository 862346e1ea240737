import { useTranslation } from 'react-i18next';
import { NotFoundMessage } from '../components/ui/not-found-message';
import { usePageMeta } from '../lib/page-meta';

export default function NotFoundPage() {
  const { t } = useTranslation();
  usePageMeta(`${t('notFound.title')} — Velvet`);
  return (
    <NotFoundMessage
      mark={<span className="text-rose-400">404</span>}
      title={t('notFound.title')}
      text={t('notFound.text')}
      to="/"
      action={t('notFound.home')}
    />
  );
}
