import { eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE } from '@velvet/contract';
import type { Db } from '../../../db/client.ts';
import { contactMessages } from '../../../db/schema.ts';
import { newestFirst } from '../../../lib/paginate.ts';
import { findById } from '../shared/repo.ts';

export type MessageRow = typeof contactMessages.$inferSelect;

const readFilter = {
  unread: isNull(contactMessages.readAt),
  read: isNotNull(contactMessages.readAt),
  all: undefined,
};

export function messagePage(db: Db, filter: { status: 'all' | 'unread' | 'read'; page: number }) {
  const rows = db.select().from(contactMessages).$dynamic();
  return newestFirst(db, contactMessages, rows, readFilter[filter.status], filter.page, ADMIN_PAGE_SIZE);
}

export const findMessage = (db: Pick<Db, 'select'>, id: number) => findById(db, contactMessages, id);

/** Marking read keeps the first reading's time; unread clears it. */
export async function setRead(db: Pick<Db, 'update'>, id: number, read: boolean) {
  const [row] = await db
    .update(contactMessages)
    .set({ readAt: read ? sql`coalesce(${contactMessages.readAt}, now())` : null })
    .where(eq(contactMessages.id, id))
    .returning();
  return row!;
}
