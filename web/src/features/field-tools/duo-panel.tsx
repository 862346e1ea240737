import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { LoadState, loadStateWords } from '../../components/ui/load-state';
import { TitledSection } from '../../components/ui/titled-section';
import { ApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useChangeDuo, useDuo } from './api/duo';

const advertPath = (guid: string) => `/details?guid=${encodeURIComponent(guid)}`;

/**
 * Dashboard: a duo with another advertiser. One invites by the other advert's link; the other confirms
 * here; either ends it at once. The server checks every rule (public adverts, adults, a duo is two, the
 * invitation caps) and its refusal is shown at the link's field.
 */
export function DuoPanel() {
  const { t } = useTranslation('field-tools');
  const state = useDuo();
  const change = useChangeDuo();
  const [link, setLink] = useState('');
  const [error, setError] = useState<string>();
  const busy = change.invite.isPending || change.accept.isPending || change.end.isPending;

  const done = (answer: { message: string }) => toast.success(answer.message);
  const fail = (failure: unknown) =>
    setError(
      failure instanceof ApiError ? (failure.errors.advert_link?.[0] ?? failure.message) : t('duo.failed'),
    );

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    change.invite.mutate(
      { advert_link: link },
      {
        onSuccess: (answer) => {
          setLink('');
          done(answer);
        },
        onError: fail,
      },
    );
  }

  return (
    <TitledSection title={t('duo.title')} aria-busy={state.isPending}>
      <p className="mt-1 text-sm text-mist-400">{t('duo.rules')}</p>
      <LoadState query={state} {...loadStateWords(t, 'duo')} className="mt-4" />
      {state.data && (
        <div className="mt-4 flex flex-col gap-4" data-testid="duo-panel">
          {state.data.duo ? (
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-mist-100">
                {t('duo.with')}{' '}
                <Link to={advertPath(state.data.duo.guid)} className="font-semibold text-rose-300 underline">
                  {state.data.duo.name}
                </Link>
              </p>
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() => change.end.mutate(undefined, { onSuccess: done, onError: fail })}
              >
                {t('duo.end')}
              </Button>
            </div>
          ) : (
            <>
              {state.data.invitations.length > 0 && (
                <ul aria-label={t('duo.invitations')} className="flex flex-col gap-2">
                  {state.data.invitations.map((from) => (
                    <li key={from.guid} className="flex flex-wrap items-center gap-3 text-mist-200">
                      <span>
                        {t('duo.invitedBy')}{' '}
                        <Link to={advertPath(from.guid)} className="font-semibold text-rose-300 underline">
                          {from.name}
                        </Link>
                      </span>
                      <Button
                        disabled={busy}
                        onClick={() => change.accept.mutate(from.guid, { onSuccess: done, onError: fail })}
                      >
                        {t('duo.accept', { name: from.name })}
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
              {state.data.invited ? (
                <div className="flex flex-wrap items-center gap-3">
                  <p className="text-mist-200">{t('duo.waiting', { name: state.data.invited.name })}</p>
                  <Button
                    variant="secondary"
                    disabled={busy}
                    onClick={() => change.end.mutate(undefined, { onSuccess: done, onError: fail })}
                  >
                    {t('duo.withdraw')}
                  </Button>
                </div>
              ) : (
                <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
                  <TextField
                    label={t('duo.link')}
                    hint={t('duo.linkHint')}
                    name="advert_link"
                    type="url"
                    inputMode="url"
                    value={link}
                    onChange={(e) => setLink(e.target.value)}
                    error={error}
                    className="min-w-0 flex-1 basis-64"
                  />
                  <Button type="submit" disabled={busy}>
                    {t('duo.invite')}
                  </Button>
                </form>
              )}
            </>
          )}
          {error && (state.data.duo || state.data.invited) && (
            <p role="alert" className="text-sm text-red-300">
              {error}
            </p>
          )}
        </div>
      )}
    </TitledSection>
  );
}
