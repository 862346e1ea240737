import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { ApiError, type Envelope } from '../../../lib/api';
import { DialogFormFoot } from './ui';

/**
 * Confirms one admin action, optionally asking for a text (a suspension reason, a report note).
 * The server's translated message is shown as a toast on success, its errors inline on failure.
 */
export function ActionDialog({
  open,
  onClose,
  title,
  children,
  confirmLabel,
  danger = false,
  text,
  onConfirm,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  /** Ask for a text; `field` is the server's name for it (errors come back under it). */
  text?: { label: string; hint?: string; field: string; required?: boolean; initial?: string };
  onConfirm: (text: string) => Promise<Envelope<unknown>>;
}) {
  const { t } = useTranslation('admin');
  const [value, setValue] = useState(text?.initial ?? '');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const formId = useId();

  const close = () => {
    setValue(text?.initial ?? '');
    setError(null);
    onClose();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (text?.required && !value.trim()) {
      setError(t('admin.errors.textRequired'));
      return;
    }
    setPending(true);
    setError(null);
    try {
      const res = await onConfirm(value.trim());
      toast.success(res.message);
      close();
    } catch (err) {
      if (err instanceof ApiError) setError((text && err.errors[text.field]?.[0]) || err.message);
      else setError(t('admin.errors.action'));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} title={title}>
      <form id={formId} onSubmit={submit} className="flex flex-col gap-4" noValidate>
        {children && <div className="text-sm text-mist-300">{children}</div>}
        {text && (
          <TextAreaField
            label={text.label}
            hint={text.hint}
            value={value}
            maxLength={2000}
            onChange={(e) => setValue(e.target.value)}
            error={error ?? undefined}
            autoFocus
          />
        )}
        <DialogFormFoot
          error={text ? null : error}
          onCancel={close}
          pending={pending}
          confirmLabel={confirmLabel}
          danger={danger}
        />
      </form>
    </Dialog>
  );
}
