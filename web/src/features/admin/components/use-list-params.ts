import { useSearchParams } from 'react-router';

/**
 * Filters and page of a back-office list live in the URL, so back/forward and shared links keep them.
 * Changing a filter returns to page 1 (a later page of the old filter may not exist in the new one).
 */
export function useListParams<K extends string>(defaults: Record<K, string>) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(
    Object.entries(defaults).map(([k, d]) => [k, params.get(k) ?? d]),
  ) as Record<K, string>;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const update = (changes: Partial<Record<K | 'page', string | number>>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === '' || v === undefined || v === (defaults as Record<string, string>)[k]) next.delete(k);
      else next.set(k, String(v));
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next, { replace: false });
  };
  return { values, page, update };
}
