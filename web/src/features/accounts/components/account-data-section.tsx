import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { Button, PendingButton, SubmitButton } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorMessage, TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api';
import { tMessage } from '../../../lib/i18n';
import { clearSession } from '../../../lib/session';
import { useDeleteAccount } from '../api/delete-account';
import { downloadJson, useExportAccount } from '../api/export-account';
import { PasswordField } from '../../../components/ui/password-field';
import { TitledSection } from '../../../components/ui/titled-section';

/** "Download my data" and "Delete my account". */
export function AccountDataSection() {
  const { t } = useTranslation('accounts');
  const exportAccount = useExportAccount();
  const [deleting, setDeleting] = useState(false);

  function download() {
    exportAccount.mutate(undefined, {
      onSuccess: (data) => {
        downloadJson(data, `velvet-account-${new Date().toISOString().slice(0, 10)}.json`);
        toast.success(t('data.downloaded'));
      },
      onError: (error) => toast.error(error.message),
    });
  }

  return (
    <TitledSection title={t('data.title')}>
      <p className="mt-1 text-sm text-mist-300">{t('data.intro')}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <PendingButton
          variant="secondary"
          onClick={download}
          pending={exportAccount.isPending}
          pendingLabel={t('data.preparing')}
        >
          {t('data.download')}
        </PendingButton>
        <Button variant="danger" onClick={() => setDeleting(true)}>
          {t('data.delete')}
        </Button>
      </div>
      <Dialog open={deleting} onClose={() => setDeleting(false)} title={t('data.deleteTitle')}>
        {deleting && <DeleteAccountForm onCancel={() => setDeleting(false)} />}
      </Dialog>
    </TitledSection>
  );
}

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();
  const word = t('data.confirmWord');
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ typed?: string; password?: string; form?: string }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const next: typeof errors = {};
    if (typed.trim().toUpperCase() !== word.toUpperCase()) next.typed = t('data.confirmMismatch', { word });
    if (!password) next.password = tMessage('accounts.current_password_required');
    setErrors(next);
    if (next.typed || next.password) return;
    remove.mutate(
      { current_password: password },
      {
        onSuccess: async (message) => {
          toast.success(message || tMessage('accounts.account_deleted'));
          // Leave the dashboard first, so it does not flash its signed-out warning.
          await navigate('/', { replace: true });
          clearSession();
          queryClient.clear();
        },
        onError: (error) => {
          const field = error instanceof ApiError ? error.errors.current_password?.[0] : undefined;
          setErrors(field ? { password: field } : { form: error.message });
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm text-mist-300">{t('data.deleteWarning')}</p>
      <TextField
        label={t('data.confirmLabel', { word })}
        value={typed}
        autoComplete="off"
        onChange={(event) => setTyped(event.target.value)}
        error={errors.typed}
      />
      <PasswordField
        label={t('fields.currentPassword')}
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      <ErrorMessage message={errors.form} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel} disabled={remove.isPending}>
          {t('cancel')}
        </Button>
        <SubmitButton variant="danger" pending={remove.isPending} pendingLabel={t('data.deleting')}>
          {t('data.deleteConfirm')}
        </SubmitButton>
      </div>
    </form>
  );
}
