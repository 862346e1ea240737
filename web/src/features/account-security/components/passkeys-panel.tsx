import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { SubmitButton } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import { useAddPasskey } from '../api/add-passkey';
import { usePasskeys } from '../api/passkeys';
import { useRemovePasskey } from '../api/remove-passkey';
import { passkeyErrorText } from '../passkey-errors';
import { Panel, PanelList, PanelRow } from './panel';
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
          <PanelList>
            {list.data.passkeys.map((passkey) => (
              <PanelRow
                key={passkey.id}
                name={passkey.name}
                tag={passkey.backed_up && { text: t('passkeys.synced'), tone: 'neutral' }}
                when={
                  <>
                    {t('passkeys.added', { date: date(passkey.created_at) })} ·{' '}
                    {passkey.last_used_at
                      ? t('passkeys.lastUsed', { date: date(passkey.last_used_at) })
                      : t('passkeys.neverUsed')}
                  </>
                }
                action={{
                  text: t('passkeys.remove'),
                  label: t('passkeys.removeLabel', { name: passkey.name }),
                  disabled: remove.isPending,
                  onClick: () => removeOne(passkey.id),
                }}
              />
            ))}
          </PanelList>
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
