import type { Database } from '../server/src/db/client.ts';

/** What a raw driver offers on both PGlite and node-postgres. */
export type RawClient = {
  query: (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
};
export const rawClient = (database: Database): RawClient =>
  (database.db as unknown as { $client: RawClient }).$client;
