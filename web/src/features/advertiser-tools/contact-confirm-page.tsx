import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api';
import { usePageMeta } from '../../lib/page-meta';
import { confirmContact } from './api/check-in';

/**
 * Where the emailed link leads the emergency contact: they confirm with a button (a link alone would be
 * followed by mail scanners too).
 */
export default function ContactConfirmPage() {
  const { t } = useTranslation('tools');
  usePageMeta(`${t('confirm.title')} — Velvet`);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useMutation({ mutationFn: () => confirmContact(token) });
  return (
    <section className="container-page flex max-w-xl flex-col gap-4 py-12" aria-labelledby="confirm-title">
      <h1 id="confirm-title" className="text-3xl text-mist-100">
        {t('confirm.title')}
      </h1>
      <p className="text-mist-300">{t('confirm.text')}</p>
      {confirm.isSuccess ? (
        <p role="status" className="text-emerald-300">
          {confirm.data.message}
        </p>
      ) : (
        <div>
          <Button disabled={confirm.isPending || !token} onClick={() => confirm.mutate()}>
            {confirm.isPending && <Spinner />}
            {t('confirm.button')}
          </Button>
        </div>
      )}
      {confirm.isError && (
        <p role="alert" className="text-red-300">
          {confirm.error instanceof ApiError ? confirm.error.message : t('confirm.failed')}
        </p>
      )}
    </section>
  );
}
