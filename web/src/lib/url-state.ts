import { useCallback, useEffect, useMemo, useRef, type RefObject } from 'react';
import { useSearchParams } from 'react-router';

type Change = string | number | null | undefined;

/**
 * A list's state (filters and page) kept in the address: Back from an advert or a record returns to
 * the same page of the same search, and a search can be shared. One rule for every list: a value that
 * is empty or equal to its default leaves the address; a change that does not name the list's page
 * returns the list to page 1 (a new filter starts from the first results); every change is a history
 * entry, except with `replace` for refinements that should not pile up (typing).
 *
 * Lists that share a page (the home page has three) each name their own page parameter (`pageKey`).
 * A list in the middle of a page keeps the reader where they are (it moves focus to its own heading,
 * see useFocusOnPageChange); a list that is the whole page (`scrollToTop`) starts again from the top.
 */
export function useUrlState<K extends string = never>({
  defaults = {} as Record<K, string>,
  pageKey = 'page',
  scrollToTop = false,
}: { defaults?: Record<K, string>; pageKey?: string; scrollToTop?: boolean } = {}) {
  const [params, setParams] = useSearchParams();
  // The defaults object is usually written inline: depend on its content, not its identity.
  const defaultsKey = JSON.stringify(defaults);
  const values = useMemo(() => {
    const fallback = JSON.parse(defaultsKey) as Record<K, string>;
    return Object.fromEntries(
      Object.entries<string>(fallback).map(([key, value]) => [key, params.get(key) ?? value]),
    ) as Record<K, string>;
  }, [params, defaultsKey]);
  const update = useCallback(
    (changes: Partial<Record<K, Change>> & Record<string, Change>, options: { replace?: boolean } = {}) => {
      const fallback = JSON.parse(defaultsKey) as Record<string, string>;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === undefined || value === '' || String(value) === fallback[key])
              next.delete(key);
            else next.set(key, String(value));
          }
          if (!(pageKey in changes)) next.delete(pageKey);
          return next;
        },
        { replace: options.replace ?? false, preventScrollReset: !scrollToTop },
      );
    },
    [setParams, defaultsKey, pageKey, scrollToTop],
  );
  return { params, values, page: pageFrom(params, pageKey), update };
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
