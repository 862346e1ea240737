import { useEffect, useRef, useState } from 'react';

/**
 * True once the element behind the returned ref has come into view, as `view` defines it (a margin around the
 * screen, a share of the element); it then stays true, so what it starts happens once. Browsers without
 * IntersectionObserver get true at once. `ready` looks again when the element is rendered only later.
 */
export function useOnceInView<T extends Element>(
  view: { rootMargin?: string; threshold?: number },
  ready = true,
) {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  const { rootMargin, threshold } = view;
  useEffect(() => {
    const element = ref.current;
    if (!element || seen) return;
    if (!('IntersectionObserver' in window)) {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin, threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen, ready, rootMargin, threshold]);
  return [ref, seen] as const;
}
