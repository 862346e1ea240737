import type { Db } from '../db/client.ts';

/** Any drizzle handle a query can run on: the database itself or an open transaction on it. */
export type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** An open transaction, as `db.transaction(fn)` hands it to `fn` (it can also open savepoints). */
export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];
