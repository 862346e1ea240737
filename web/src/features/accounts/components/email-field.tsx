import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field';

/** The account's email address: the email keyboard on phones and the browser's saved address. */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, 'label'>) {
  const { t } = useTranslation('accounts');
  return (
    <TextField label={t('fields.email')} type="email" autoComplete="email" inputMode="email" {...props} />
  );
}
