import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { useFormat } from '../../../lib/format';
import { useSessions } from '../api/sessions';
import { useSignOutOtherSessions } from '../api/sign-out-other-sessions';
import { useSignOutSession } from '../api/sign-out-session';
import { Panel, PanelList, PanelRow } from './panel';
import { useReauthGate } from './reauth';
import { LoadState } from '../../../components/ui/load-state';

/** A sign-out's answer, or its refusal, as a toast. */
const toasted = {
  onSuccess: (message: string) => toast.success(message),
  onError: (failure: Error) => toast.error(failure.message),
};

/**
 * "Sign out everywhere else": every device but this one, after the password (and code) given again, so a
 * stolen session cannot sign the owner out.
 */
function SignOutOthersButton() {
  const { t } = useTranslation('security');
  const signOutOthers = useSignOutOtherSessions();
  const gate = useReauthGate();
  const run = () =>
    signOutOthers.mutate(undefined, {
      onSuccess: toasted.onSuccess,
      onError: (failure) => gate.handled(failure, run) || toasted.onError(failure),
    });
  return (
    <>
      <Button
        variant="secondary"
        className="mt-4"
        disabled={signOutOthers.isPending}
        aria-busy={signOutOthers.isPending}
        onClick={run}
      >
        {t('sessions.signOutOthers')}
      </Button>
      {gate.dialog}
    </>
  );
}

/** Dashboard: where the account is signed in, with "sign out" per device and everywhere else at once. */
export function SessionsPanel() {
  const { t } = useTranslation('security');
  const { dateTime } = useFormat();
  const sessions = useSessions();
  const signOut = useSignOutSession();
  const others = sessions.data?.sessions.filter((s) => !s.current) ?? [];

  return (
    <Panel title={t('sessions.title')} intro={t('sessions.intro')} testId="sessions-panel">
      <LoadState query={sessions} error={t('loadError')} retry={t('retry')} />
      {sessions.data && (
        <>
          <PanelList>
            {sessions.data.sessions.map((session) => {
              const browser = session.browser ?? t('sessions.unknownBrowser');
              return (
                <PanelRow
                  key={session.id}
                  testId="session"
                  name={browser}
                  tag={session.current && { text: t('sessions.thisDevice'), tone: 'good' }}
                  when={
                    <>
                      {t('sessions.signedIn', { date: dateTime(session.created_at) })} ·{' '}
                      {t('sessions.lastUsed', { date: dateTime(session.last_used_at ?? session.created_at) })}
                    </>
                  }
                  action={
                    !session.current && {
                      text: t('sessions.signOut'),
                      label: t('sessions.signOutLabel', { browser, date: dateTime(session.created_at) }),
                      disabled: signOut.isPending,
                      onClick: () => signOut.mutate(session.id, toasted),
                    }
                  }
                />
              );
            })}
          </PanelList>
          {others.length > 0 ? (
            <SignOutOthersButton />
          ) : (
            <p className="mt-3 text-sm text-mist-400">{t('sessions.onlyThis')}</p>
          )}
        </>
      )}
    </Panel>
  );
}
