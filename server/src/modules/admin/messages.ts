import { eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_PAGE_SIZE,
  adminContactMessage,
  adminMessagesQuery,
  envelope,
  readStateRequest,
  type AdminContactMessage,
} from '@velvet/contract';
import { contactMessages } from '../../db/schema.ts';
import { audited } from '../../lib/audit.ts';
import { ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { newestFirst } from '../../lib/paginate.ts';
import { actorOf, doc, idParams, iso, listRoute, type Deps, type Operator } from './common.ts';

/** The home page's contact form messages, as operators read them. */

const toAdminMessage = (m: typeof contactMessages.$inferSelect): AdminContactMessage => ({
  id: m.id,
  name: m.name,
  email: m.email,
  service: m.service,
  message: m.message,
  read_at: iso(m.readAt),
  created_at: m.createdAt.toISOString(),
});

const readFilter = {
  unread: isNull(contactMessages.readAt),
  read: isNotNull(contactMessages.readAt),
  all: undefined,
};

async function listMessages(deps: Deps, query: { status: 'all' | 'unread' | 'read'; page: number }) {
  const { db } = deps.database;
  const where = readFilter[query.status];
  const rows = db.select().from(contactMessages).$dynamic();
  const page = await newestFirst(db, contactMessages, rows, where, query.page, ADMIN_PAGE_SIZE);
  return { messages: page.rows.map(toAdminMessage), pagination: page.pagination };
}

/** Marking read keeps the first reading's time; unread clears it. */
async function setMessageRead(
  deps: Deps,
  actor: Operator,
  id: number,
  read: boolean,
): Promise<AdminContactMessage> {
  const action = read ? 'contact_message.read' : 'contact_message.unread';
  const target = { action, targetType: 'contact_message', targetId: id } as const;
  const { row } = await audited(deps.database.db, actor, target, async (tx) => {
    const [before] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
    if (!before) throw notFound();
    const [after] = await tx
      .update(contactMessages)
      .set({ readAt: read ? sql`coalesce(${contactMessages.readAt}, now())` : null })
      .where(eq(contactMessages.id, id))
      .returning();
    return { before: { read_at: before.readAt }, after: { read_at: after!.readAt }, row: after! };
  });
  return toAdminMessage(row);
}

const routes: FastifyPluginAsyncZod = async (app) => {
  listRoute(
    app,
    '/contact-messages',
    {
      summary: 'Contact form messages',
      query: adminMessagesQuery,
      key: 'messages',
      row: adminContactMessage,
    },
    listMessages,
  );
  app.post(
    '/contact-messages/:id/read',
    {
      schema: {
        ...doc('Mark a contact message read or unread'),
        params: idParams,
        body: readStateRequest,
        response: { 200: envelope(z.object({ message: adminContactMessage })) },
      },
    },
    async (request) => {
      const message = await setMessageRead(app.deps, actorOf(request), request.params.id, request.body.read);
      return ok(request.lang, { message }, 'admin.message_updated');
    },
  );
};

export default routes;
