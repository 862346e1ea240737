import { sql } from 'drizzle-orm';
import { index, jsonb, serial, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const tstz = (name: string) => timestamp(name, { withTimezone: true });
/** A table's own key: a serial integer named id. */
export const serialId = () => serial('id').primaryKey();
/** A list of strings kept as JSON, empty unless written. */
export const stringList = (name: string) => jsonb(name).$type<string[]>().notNull().default([]);

/** The index an operators' queue is read by, oldest first: its rows still open (`closedAt` null), by age and id. */
export const openQueueIndex = (
  name: string,
  t: { createdAt: AnyPgColumn; id: AnyPgColumn },
  closedAt: AnyPgColumn,
) =>
  index(name)
    .on(t.createdAt, t.id)
    .where(sql`${closedAt} is null`);
