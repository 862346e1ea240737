import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * List state (filters, pages) kept in the address: Back from an advert returns to the same page of
 * the same search, and a search can be shared. Updates replace the entry and keep the scroll.
 */
export function useUrlState() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, string | number | null>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true, preventScrollReset: true },
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
