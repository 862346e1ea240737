import type { AdminContactMessage } from '@velvet/contract';
import { audited } from '../../../lib/audit.ts';
import { notFound } from '../../../lib/errors.ts';
import { iso, type Deps, type Operator } from '../shared/service.ts';
import * as repo from './repo.ts';

/** The home page's contact form messages, as operators read them. */

const toAdminMessage = (m: repo.MessageRow): AdminContactMessage => ({
  id: m.id,
  name: m.name,
  email: m.email,
  service: m.service,
  message: m.message,
  read_at: iso(m.readAt),
  created_at: m.createdAt.toISOString(),
});

export async function listMessages(deps: Deps, query: { status: 'all' | 'unread' | 'read'; page: number }) {
  const page = await repo.messagePage(deps.database.db, query);
  return { messages: page.rows.map(toAdminMessage), pagination: page.pagination };
}

export async function setMessageRead(
  deps: Deps,
  actor: Operator,
  id: number,
  read: boolean,
): Promise<AdminContactMessage> {
  const action = read ? 'contact_message.read' : 'contact_message.unread';
  const target = { action, targetType: 'contact_message', targetId: id } as const;
  const { row } = await audited(deps.database.db, actor, target, async (tx) => {
    const before = await repo.findMessage(tx, id);
    if (!before) throw notFound();
    const after = await repo.setRead(tx, id, read);
    return { before: { read_at: before.readAt }, after: { read_at: after.readAt }, row: after };
  });
  return toAdminMessage(row);
}
