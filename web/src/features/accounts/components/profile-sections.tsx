import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '../../../components/ui/titled-section';

const titleClassName = 'mb-4 text-xl';

/**
 * The part of the long profile forms (registration, the dashboard's editor) that holds the profile's
 * fields, in two columns from the small breakpoint up.
 */
export function ProfileSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <TitledSection id={id} title={title} titleClassName={titleClassName}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">{children}</div>
    </TitledSection>
  );
}

/** Their part for the pictures and videos, one picker under the other. */
export function MediaSection({ id, children }: { id: string; children: ReactNode }) {
  const { t } = useTranslation('accounts');
  return (
    <TitledSection id={id} title={t('registration.mediaSection')} titleClassName={titleClassName}>
      <div className="flex flex-col gap-6">{children}</div>
    </TitledSection>
  );
}
