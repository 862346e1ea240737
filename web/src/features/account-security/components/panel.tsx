import type { ReactNode } from 'react';
import { TitledSection } from '../../../components/ui/titled-section';

/** One titled block of the dashboard's security section (its headings sit under the section's own). */
export function Panel({
  title,
  intro,
  children,
  testId,
}: {
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <TitledSection title={title} level={3} data-testid={testId}>
      {intro && <p className="mt-1 text-sm text-mist-300">{intro}</p>}
      <div className="mt-4">{children}</div>
    </TitledSection>
  );
}
