import type { AdminOutboxCounts, AdminOutboxMessage, AdminOutboxQuery } from '@velvet/contract';
import { adminKeys } from './keys';
import { pagedList } from './paged-list';

/** GET admin/mail?status=&page= */
const outboxList = pagedList<AdminOutboxQuery, { messages: AdminOutboxMessage[]; counts: AdminOutboxCounts }>(
  'admin/mail',
  adminKeys.outbox,
  {
    // Deliveries move on their own (the worker retries): keep the list current while it is open.
    refetchInterval: 15_000,
  },
);
export const useOutbox = outboxList.usePage;
