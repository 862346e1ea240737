import type { ReactNode } from 'react';

import { ButtonLink } from './button';

/**
 * A whole page's "nothing here" (an unknown address, an advert that is gone): a large mark if any, the title, a
 * line of text and one way on, to `to`. `gap` is the space between them.
 */
export function NotFoundMessage({
  mark,
  title,
  text,
  to,
  action,
  gap = 'gap-4',
}: {
  mark?: ReactNode;
  title: string;
  text: string;
  to: string;
  action: string;
  gap?: 'gap-4' | 'gap-5';
}) {
  return (
    <div
      className={`container-page flex min-h-[60vh] flex-col items-center justify-center ${gap} py-16 text-center`}
    >
      {mark && (
        <p className="font-display text-7xl" aria-hidden="true">
          {mark}
        </p>
      )}
      <h1 className="text-3xl">{title}</h1>
      <p className="max-w-md text-mist-300">{text}</p>
      <ButtonLink to={to}>{action}</ButtonLink>
    </div>
  );
}
