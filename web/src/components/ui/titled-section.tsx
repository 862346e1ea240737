import { useId, type ComponentProps, type ReactNode } from 'react';

/** The card a titled block of the dashboard and of the long forms stands on. */
const panelClass = 'rounded-2xl border border-night-700 bg-night-800/60 p-4 sm:p-6';

/**
 * A block of a page named by its heading: the section is labelled by the heading, so a screen reader lists
 * it by that name. `aside` stands in a row beside the heading (a badge); `children` follow the heading.
 */
export function TitledSection({
  title,
  id,
  level = 2,
  titleClassName = 'text-xl',
  aside,
  className = panelClass,
  children,
  ...section
}: Omit<ComponentProps<'section'>, 'title' | 'id'> & {
  title: ReactNode;
  /** The heading's id; a generated one when not given. */
  id?: string;
  level?: 2 | 3;
  titleClassName?: string;
  aside?: ReactNode;
}) {
  const generated = useId();
  const headingId = id ?? `${generated}-title`;
  const Heading = level === 3 ? 'h3' : 'h2';
  const heading = (
    <Heading id={headingId} className={titleClassName}>
      {title}
    </Heading>
  );
  return (
    <section aria-labelledby={headingId} className={className} {...section}>
      {aside ? (
        <div className="flex flex-wrap items-center gap-3">
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
