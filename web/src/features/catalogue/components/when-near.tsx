import { Suspense, type ReactNode } from 'react';
import { useOnceInView } from '../../../lib/once-in-view';

/**
 * Renders `children` (typically a lazy component) only once its place comes within `margin` of the
 * viewport, so code for the bottom of a long page is not part of what the first screen downloads.
 * The reserved height keeps the page from jumping when it arrives.
 */
export function WhenNear({
  children,
  minHeight,
  margin = '600px',
}: {
  children: ReactNode;
  minHeight: string;
  margin?: string;
}) {
  const [ref, near] = useOnceInView<HTMLDivElement>({ rootMargin: margin });
  const placeholder = <div style={{ minHeight }} />;
  return <div ref={ref}>{near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</div>;
}
