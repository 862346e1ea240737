import { useId, type ReactNode } from 'react';

/** One titled block of the dashboard's security section. */
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
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid={testId}
      className="rounded-2xl border border-night-700 bg-night-800/60 p-4 sm:p-6"
    >
      <h3 id={`${id}-title`} className="text-xl">
        {title}
      </h3>
      {intro && <p className="mt-1 text-sm text-mist-300">{intro}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
