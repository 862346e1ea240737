import { useEffect, useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Pagination } from '@velvet/contract';
import { FilterTabs, QueryState } from './ui';
import { useUrlState } from '../../../lib/url-state';

type ListPage = { pagination: Pagination };

/** `value` when it is one of `allowed`, else the first of them (the list's default). */
export function oneOf<S extends string>(allowed: readonly [S, ...S[]], value: string): S {
  return allowed.find((s) => s === value) ?? allowed[0];
}

/**
 * A paged back-office list: its filters and page live in the URL, `usePage` (the endpoint's hook) loads
 * the page they name. `toQuery` turns the URL's text values into the endpoint's query.
 */
export function useAdminList<K extends string, Q extends { page: number }, D extends ListPage>(
  defaults: Record<K, string>,
  usePage: (query: Q) => UseQueryResult<D>,
  toQuery: (values: Record<K, string>) => Omit<Q, 'page'>,
) {
  // A back-office list is the whole page: a new page starts again from the top.
  const { values, page, update } = useUrlState({ defaults, scrollToTop: true });
  const result = usePage({ ...toQuery(values), page } as Q);
  return { values, page, update, result };
}

/** A back-office list filtered by its status alone; the first of `statuses` is the default. */
export function useStatusList<S extends string, Q extends { status: S; page: number }, D extends ListPage>(
  statuses: readonly [S, ...S[]],
  usePage: (query: Q) => UseQueryResult<D>,
) {
  return useAdminList(
    { status: statuses[0] },
    usePage,
    (v) => ({ status: oneOf(statuses, v.status) }) as Omit<Q, 'page'>,
  );
}

type AdminListState = ReturnType<typeof useAdminList<string, { page: number }, ListPage>>;

/** Tabs for a list's `status` filter; choosing one returns the list to page 1. */
export function StatusTabs<S extends string>({
  list,
  statuses,
  label,
}: {
  list: Pick<AdminListState, 'values' | 'update'>;
  statuses: readonly [S, ...S[]];
  label: (status: S) => string;
}) {
  const { t } = useTranslation('admin');
  return (
    <FilterTabs
      label={t('admin.filters.status')}
      value={oneOf(statuses, list.values.status ?? '')}
      onChange={(status) => list.update({ status })}
      options={statuses.map((value) => ({ value, label: label(value) }))}
    />
  );
}

/**
 * The results of a back-office list: loading, error and empty states, optionally the number of results,
 * one list item per row (`children` renders a row, with its key) and the pager under them.
 */
export function AdminList<T>({
  list,
  items,
  empty,
  showTotal = false,
  dense = false,
  children,
}: {
  list: Pick<AdminListState, 'page' | 'update'> & { result: UseQueryResult<ListPage> };
  items: T[] | undefined;
  empty: string;
  showTotal?: boolean;
  /** Rows closer together (one-line rows rather than cards). */
  dense?: boolean;
  children: (item: T) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const { result, page, update } = list;
  return (
    <QueryState
      query={result}
      isEmpty={items?.length === 0}
      empty={empty}
      pager={{
        page,
        totalPages: result.data?.pagination.total_pages,
        loading: result.isFetching,
        onChange: (p) => update({ page: p }),
      }}
    >
      {showTotal && (
        <p className="mb-3 text-sm text-mist-400" aria-live="polite">
          {t('admin.results', { count: result.data?.pagination.total ?? 0 })}
        </p>
      )}
      <ul className={`flex flex-col ${dense ? 'gap-2' : 'gap-3'}`}>{items?.map(children)}</ul>
    </QueryState>
  );
}

/**
 * A search box's own copy of a filter from the address: typed freely, sent when the operator asks, and
 * reset whenever the address changes the filter (back, a link, another tab).
 */
export function useDraft(value: string) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  return [draft, setDraft] as const;
}
