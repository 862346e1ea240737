import type { ReactNode } from 'react';

/** The small gold capitals above a page's or a section's heading. */
export function Eyebrow({ children }: { children: ReactNode }) {
  return <p className="text-xs font-semibold uppercase tracking-[0.3em] text-champagne-400">{children}</p>;
}
