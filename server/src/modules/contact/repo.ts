import type { Db } from '../../db/client.ts';
import { insertRow } from '../../db/rows.ts';
import { contactMessages } from '../../db/schema.ts';

export const insertContactMessage = (db: Db, values: typeof contactMessages.$inferInsert) =>
  insertRow(db, contactMessages, values);
