import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { useSearchParams } from 'react-router';

/**
 * List state (filters, pages) kept in the address: Back from an advert returns to the same page of
 * the same search, and a search can be shared. Each change of page or filter is a history entry, so
 * Back returns to the previous results; `replace` is for refinements that should not pile up (typing).
 */
export function useUrlState() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, string | number | null>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: options.replace ?? false, preventScrollReset: true },
      );
    },
    [setParams],
  );
  return [params, update] as const;
}

/** A page number from the address: anything but a whole number ≥ 1 is page 1. */
export function pageFrom(params: URLSearchParams, key: string): number {
  const page = Number(params.get(key));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * After a page change (the pager, or Back and Forward), scrolls to the top of the results and moves
 * focus to their heading, so the next page is read from its start — not from the pager at the bottom.
 */
export function useFocusOnPageChange(heading: RefObject<HTMLElement | null>, page: number) {
  const previous = useRef(page);
  useEffect(() => {
    if (previous.current === page) return;
    previous.current = page;
    const element = heading.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    element.scrollIntoView({ block: 'start' });
  }, [heading, page]);
}
