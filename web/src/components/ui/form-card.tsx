import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StartedFieldset } from '../client-only';
import { SubmitButton } from './button';

/**
 * A visitor's form on a card, its fields in a grid (`className` sets the columns from the small breakpoint
 * up). The browser's own validation bubbles are off: the form shows its errors under the fields.
 */
export function FormCard({
  onSubmit,
  className,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  className: string;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className={`grid grid-cols-1 gap-4 rounded-2xl border border-night-700 bg-night-800/70 p-5 ${className}`}
    >
      <StartedFieldset>{children}</StartedFieldset>
    </form>
  );
}

/**
 * A FormCard's submit button, on a row of its own under the fields; while the visitor's words are on
 * their way it says "Sending…".
 */
export function FormCardSubmit({
  label,
  ...button
}: Omit<Parameters<typeof SubmitButton>[0], 'pendingLabel' | 'children'> & { label: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="sm:col-span-2">
      <SubmitButton pendingLabel={t('sending')} {...button}>
        {label}
      </SubmitButton>
    </div>
  );
}
