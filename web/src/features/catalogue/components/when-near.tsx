import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

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
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (!('IntersectionObserver' in window)) {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setNear(true),
      {
        rootMargin: margin,
      },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  const placeholder = <div style={{ minHeight }} />;
  return <div ref={ref}>{near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</div>;
}
