import type { ReactNode, Ref } from 'react';

/** A section title in the display face with a thin champagne rule and an optional line under it. */
export function SectionHeading({
  id,
  title,
  subtitle,
  as: Tag = 'h2',
  align = 'center',
  headingRef,
}: {
  /** Set when the heading receives focus after a page change (it is then focusable by script only). */
  headingRef?: Ref<HTMLHeadingElement>;
  id?: string;
  title: ReactNode;
  subtitle?: ReactNode;
  as?: 'h1' | 'h2';
  align?: 'center' | 'left';
}) {
  const centered = align === 'center';
  return (
    <div className={`mb-8 flex flex-col gap-3 ${centered ? 'items-center text-center' : 'items-start'}`}>
      <span
        aria-hidden="true"
        className="h-px w-16 bg-gradient-to-r from-transparent via-champagne-400 to-transparent"
      />
      <Tag
        id={id}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="scroll-mt-24 text-balance text-3xl leading-tight text-mist-100 focus:outline-none sm:text-4xl"
      >
        {title}
      </Tag>
      {subtitle && <p className="max-w-2xl text-mist-400">{subtitle}</p>}
    </div>
  );
}
