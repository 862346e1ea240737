import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api';
import { usePageMeta } from '../../lib/page-meta';
import { useSession } from '../../lib/session';
import { useFinishAgeCheck } from './api/age-check';
import type { AgeCheckOutcome } from './age-check-panel';

/**
 * Where the identity broker sends the browser back (the redirect URI registered with it). The query string
 * goes to the server as it came, with this session's token: the server holds the state, nonce and PKCE
 * verifier and decides. Then back to the dashboard, which says what came of it.
 */
export default function AgeCheckCallbackPage() {
  const { t } = useTranslation('age-check');
  usePageMeta(`${t('title')} — Velvet`);
  const navigate = useNavigate();
  const signedIn = Boolean(useSession().authToken);
  const finish = useFinishAgeCheck();
  const sent = useRef(false);

  useEffect(() => {
    if (!signedIn || sent.current) return;
    sent.current = true;
    const query = window.location.search.slice(1);
    // The code is of no use once sent: it leaves the address bar and the history at once.
    window.history.replaceState(null, '', window.location.pathname);
    const back = (ageCheck: AgeCheckOutcome) =>
      void navigate('/dashboard', { replace: true, state: { ageCheck } });
    finish.mutate(query, {
      onSuccess: (answer) => back({ ok: answer.data.adult, message: answer.message }),
      onError: (error) =>
        back({ ok: false, message: error instanceof ApiError ? error.message : t('failed') }),
    });
  }, [signedIn, finish, navigate, t]);

  if (!signedIn) {
    return (
      <main className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="text-2xl">{t('title')}</h1>
        <p role="alert" className="mt-3 text-mist-300">
          {t('signedOut')}
        </p>
        <ButtonLink to="/login" className="mt-6">
          {t('signIn')}
        </ButtonLink>
      </main>
    );
  }
  return (
    <main className="mx-auto max-w-md px-4 py-16 text-center" aria-busy="true">
      <PageSpinner />
      <p className="mt-4 text-mist-300">{t('finishing')}</p>
    </main>
  );
}
