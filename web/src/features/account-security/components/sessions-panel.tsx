import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { useFormat } from '../../../lib/format';
import { useSessions } from '../api/sessions';
import { useSignOutOtherSessions } from '../api/sign-out-other-sessions';
import { useSignOutSession } from '../api/sign-out-session';
import { Panel } from './panel';
import { LoadState } from '../../../components/ui/load-state';

/** Dashboard: where the account is signed in, with "sign out" per device and everywhere else at once. */
export function SessionsPanel() {
  const { t } = useTranslation('security');
  const { dateTime } = useFormat();
  const sessions = useSessions();
  const signOut = useSignOutSession();
  const signOutOthers = useSignOutOtherSessions();
  const others = sessions.data?.sessions.filter((s) => !s.current) ?? [];

  return (
    <Panel title={t('sessions.title')} intro={t('sessions.intro')} testId="sessions-panel">
      <LoadState query={sessions} error={t('loadError')} retry={t('retry')} />
      {sessions.data && (
        <>
          <ul className="flex flex-col divide-y divide-night-700 rounded-lg border border-night-700">
            {sessions.data.sessions.map((session) => {
              const browser = session.browser ?? t('sessions.unknownBrowser');
              return (
                <li
                  key={session.id}
                  data-testid="session"
                  className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0">
                    <p className="font-semibold text-mist-100">
                      {browser}
                      {session.current && (
                        <span className="ml-2 rounded-full bg-emerald-400/15 px-2 py-0.5 text-xs font-normal text-emerald-300">
                          {t('sessions.thisDevice')}
                        </span>
                      )}
                    </p>
                    <p className="text-xs text-mist-400">
                      {t('sessions.signedIn', { date: dateTime(session.created_at) })} ·{' '}
                      {t('sessions.lastUsed', { date: dateTime(session.last_used_at ?? session.created_at) })}
                    </p>
                  </div>
                  {!session.current && (
                    <Button
                      variant="ghost"
                      className="self-start sm:self-auto"
                      aria-label={t('sessions.signOutLabel', { browser, date: dateTime(session.created_at) })}
                      disabled={signOut.isPending}
                      onClick={() =>
                        signOut.mutate(session.id, {
                          onSuccess: (message) => toast.success(message),
                          onError: (failure) => toast.error(failure.message),
                        })
                      }
                    >
                      {t('sessions.signOut')}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
          {others.length > 0 ? (
            <Button
              variant="secondary"
              className="mt-4"
              disabled={signOutOthers.isPending}
              aria-busy={signOutOthers.isPending}
              onClick={() =>
                signOutOthers.mutate(undefined, {
                  onSuccess: (message) => toast.success(message),
                  onError: (failure) => toast.error(failure.message),
                })
              }
            >
              {t('sessions.signOutOthers')}
            </Button>
          ) : (
            <p className="mt-3 text-sm text-mist-400">{t('sessions.onlyThis')}</p>
          )}
        </>
      )}
    </Panel>
  );
}
