import type { AdminContactMessage, AdminMessagesQuery } from '@velvet/contract';
import { adminKeys } from './keys';
import { pagedList } from './paged-list';

/** GET admin/contact-messages?status=&page= */
const messagesList = pagedList<AdminMessagesQuery, { messages: AdminContactMessage[] }>(
  'admin/contact-messages',
  adminKeys.messages,
);
export const useMessages = messagesList.usePage;
