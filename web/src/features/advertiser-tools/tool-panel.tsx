import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState, loadStateWords } from '../../components/ui/load-state';
import { TitledSection } from '../../components/ui/titled-section';

/**
 * One of the dashboard's tool panels (pause, touring, check-in): its title and rules, the state loading
 * (or failing, with a retry), what the panel shows once loaded, and a refusal that belongs to no field.
 * `panel` names its words in the tools namespace (`{panel}.title`, `.rules`, `.loading`, …).
 */
export function ToolPanel<T>({
  panel,
  query,
  rules,
  alert,
  children,
}: {
  panel: string;
  query: { data: T | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };
  /** The rules under the title (default: the panel's own `rules` text). */
  rules?: string;
  alert?: string | undefined;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('tools');
  return (
    <TitledSection title={t(`${panel}.title`)} aria-busy={query.isPending}>
      <p className="mt-1 text-sm text-mist-400">{rules ?? t(`${panel}.rules`)}</p>
      <LoadState query={query} {...loadStateWords(t, panel)} className="mt-4" />
      {query.data !== undefined && children(query.data)}
      {alert && (
        <p role="alert" className="mt-3 text-sm text-red-300">
          {alert}
        </p>
      )}
    </TitledSection>
  );
}
