import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOutboxCounts, AdminOutboxMessage, AdminOutboxQuery, Pagination } from '@velvet/contract';
import { api } from '../../../lib/api';
import { adminKeys } from './keys';

type Data = { messages: AdminOutboxMessage[]; counts: AdminOutboxCounts; pagination: Pagination };

/** GET admin/mail?status=&page= */
export const listOutbox = async (query: AdminOutboxQuery) => (await api<Data>('admin/mail', { query })).data;
export const outboxQuery = (query: AdminOutboxQuery) =>
  queryOptions({
    queryKey: adminKeys.outbox(query),
    queryFn: () => listOutbox(query),
    placeholderData: keepPreviousData,
    // Deliveries move on their own (the worker retries): keep the list current while it is open.
    refetchInterval: 15_000,
  });
export const useOutbox = (query: AdminOutboxQuery) => useQuery(outboxQuery(query));
