import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminContactMessage, AdminMessagesQuery, Pagination } from '@velvet/contract';
import { api } from '../../../lib/api';
import { adminKeys } from './keys';

type Data = { messages: AdminContactMessage[]; pagination: Pagination };

/** GET admin/contact-messages?status=&page= */
export const listMessages = async (query: AdminMessagesQuery) =>
  (await api<Data>('admin/contact-messages', { query })).data;
export const messagesQuery = (query: AdminMessagesQuery) =>
  queryOptions({
    queryKey: adminKeys.messages(query),
    queryFn: () => listMessages(query),
    placeholderData: keepPreviousData,
  });
export const useMessages = (query: AdminMessagesQuery) => useQuery(messagesQuery(query));
