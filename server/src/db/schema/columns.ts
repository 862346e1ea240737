import { jsonb, serial, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const tstz = (name: string) => timestamp(name, { withTimezone: true });
/** A table's own key: a serial integer named id. */
export const serialId = () => serial('id').primaryKey();
/** A list of strings kept as JSON, empty unless written. */
export const stringList = (name: string) => jsonb(name).$type<string[]>().notNull().default([]);
