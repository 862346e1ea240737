import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../components/ui/button';
import NotFoundPage from './not-found-page';

/** Shown when a page throws or its chunk fails to load (e.g. after a deploy): offers a reload. */
export function ErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <div
      role="alert"
      className="container-page flex min-h-[60vh] flex-col items-center justify-center gap-4 py-16 text-center"
    >
      <h1 className="text-3xl">{t('errors.pageFailed')}</h1>
      <Button onClick={() => window.location.reload()}>{t('errors.retry')}</Button>
    </div>
  );
}
