import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
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

/** The list of a panel's things (passkeys, signed-in devices), one `PanelRow` each. */
export function PanelList({ children }: { children: ReactNode }) {
  return (
    <ul className="flex flex-col divide-y divide-night-700 rounded-lg border border-night-700">{children}</ul>
  );
}

const TAG_TONES = {
  neutral: 'bg-night-700 text-mist-300',
  good: 'bg-emerald-400/15 text-emerald-300',
};

/**
 * One thing in a panel's list: its name (with a tag when it has one), when it was added and used, and the
 * action on it — a ghost button whose `label` names the thing for screen readers.
 */
export function PanelRow({
  name,
  tag,
  when,
  action,
  testId,
}: {
  name: string;
  tag?: { text: string; tone: keyof typeof TAG_TONES } | false | undefined;
  when: ReactNode;
  action?: { text: string; label: string; disabled: boolean; onClick: () => void } | false | undefined;
  testId?: string;
}) {
  return (
    <li
      data-testid={testId}
      className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <p className="font-semibold break-words text-mist-100">
          {name}
          {tag && (
            <span className={`ml-2 rounded-full px-2 py-0.5 text-xs font-normal ${TAG_TONES[tag.tone]}`}>
              {tag.text}
            </span>
          )}
        </p>
        <p className="text-xs text-mist-400">{when}</p>
      </div>
      {action && (
        <Button
          variant="ghost"
          className="self-start sm:self-auto"
          aria-label={action.label}
          disabled={action.disabled}
          onClick={action.onClick}
        >
          {action.text}
        </Button>
      )}
    </li>
  );
}
