import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { Button, SubmitButton } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import { useAddPasskey } from '../api/add-passkey';
import { usePasskeys } from '../api/passkeys';
import { useRemovePasskey } from '../api/remove-passkey';
import { passkeyErrorText } from '../passkey-errors';
import { Panel } from './panel';
import { useReauthGate } from './reauth';
import { LoadState } from '../../../components/ui/load-state';

/** Dashboard: the account's passkeys — add one under a name, see when each was last used, remove. */
export function PasskeysPanel() {
  const { t } = useTranslation('security');
  const { date } = useFormat();
  const list = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const gate = useReauthGate();
  const supported = typeof window !== 'undefined' && 'PublicKeyCredential' in window;

  function addNamed(passkeyName: string) {
    add.mutate(passkeyName, {
      onSuccess: ({ message }) => {
        setName('');
        toast.success(message);
      },
      onError: (failure) =>
        gate.handled(failure, () => addNamed(passkeyName)) ||
        setError(
          failure instanceof ApiError
            ? (failure.errors.name?.[0] ?? failure.message)
            : passkeyErrorText(failure, t('passkeys.cancelled')),
        ),
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    addNamed(name.trim() || t('passkeys.defaultName'));
  }

  function removeOne(id: number) {
    remove.mutate(id, {
      onError: (failure) => gate.handled(failure, () => removeOne(id)) || toast.error(failure.message),
    });
  }

  return (
    <Panel title={t('passkeys.title')} intro={t('passkeys.intro')} testId="passkeys-panel">
      <LoadState query={list} error={t('loadError')} retry={t('retry')} />
      {list.data &&
        (list.data.passkeys.length === 0 ? (
          <p className="text-sm text-mist-400">{t('passkeys.none')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-night-700 rounded-lg border border-night-700">
            {list.data.passkeys.map((passkey) => (
              <li
                key={passkey.id}
                className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-semibold break-words text-mist-100">
                    {passkey.name}
                    {passkey.backed_up && (
                      <span className="ml-2 rounded-full bg-night-700 px-2 py-0.5 text-xs font-normal text-mist-300">
                        {t('passkeys.synced')}
                      </span>
                    )}
                  </p>
                  <p className="text-xs text-mist-400">
                    {t('passkeys.added', { date: date(passkey.created_at) })} ·{' '}
                    {passkey.last_used_at
                      ? t('passkeys.lastUsed', { date: date(passkey.last_used_at) })
                      : t('passkeys.neverUsed')}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  className="self-start sm:self-auto"
                  aria-label={t('passkeys.removeLabel', { name: passkey.name })}
                  disabled={remove.isPending}
                  onClick={() => removeOne(passkey.id)}
                >
                  {t('passkeys.remove')}
                </Button>
              </li>
            ))}
          </ul>
        ))}
      {supported ? (
        <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
          <TextField
            className="sm:flex-1"
            label={t('passkeys.name')}
            placeholder={t('passkeys.namePlaceholder')}
            maxLength={60}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={error}
          />
          <SubmitButton pending={add.isPending} pendingLabel={t('passkeys.adding')}>
            {t('passkeys.add')}
          </SubmitButton>
        </form>
      ) : (
        <p className="mt-4 text-sm text-mist-400">{t('passkeys.unsupported')}</p>
      )}
      {gate.dialog}
    </Panel>
  );
}
