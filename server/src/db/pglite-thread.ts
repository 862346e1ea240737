/**
 * The server thread's side of the embedded database's own thread (pglite-worker.ts): a client with the
 * two calls drizzle's PGlite driver makes, `query` and `transaction`, each a message to the thread.
 *
 * PGlite runs one statement at a time whichever thread it is on, and a transaction has it to itself until
 * it ends: what changes is that the server's thread no longer waits while PostgreSQL works.
 */
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import { PGLITE_WORKER_FILE } from '../paths.ts';

export type ThreadStart = { dataDir?: string | undefined; loadDataDir?: Blob | undefined };

export type ThreadRequest = { id: number } & (
  | { op: 'query'; sql: string; params: unknown[]; rowMode: 'array' | 'object'; transaction?: number }
  | { op: 'begin' }
  | { op: 'end'; transaction: number; commit: boolean }
  | { op: 'dump' }
  | { op: 'close' }
);
type Request = ThreadRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

export type ThreadReply = { id: number; value?: unknown; error?: Record<string, unknown> };

type QueryOptions = { rowMode?: 'array' | 'object' };
type Queryable = { query: (sql: string, params?: unknown[], options?: QueryOptions) => Promise<unknown> };
/** What drizzle's PGlite driver calls on its client; it is typed as PGlite, hence the cast where used. */
type ThreadClient = Queryable & {
  transaction: <T>(callback: (tx: Queryable) => Promise<T>) => Promise<T>;
};

/** The embedded database as openDatabase uses it, in its own thread or (client.ts) on the caller's. */
export type EmbeddedPglite = {
  /** What drizzle's driver is given: it types its client as PGlite, and uses only what ThreadClient has. */
  asPglite: () => PGlite;
  dumpDataDir: () => Promise<Blob>;
  close: () => Promise<void>;
};

export async function startPgliteThread(start: ThreadStart): Promise<EmbeddedPglite> {
  const worker = PGLITE_WORKER_FILE.endsWith('.ts')
    ? // In development and tests the thread's file is TypeScript: tsx loads it, as it does the server's.
      new Worker(
        `import('tsx/esm/api')` +
          `.then((tsx) => { tsx.register(); return import(${JSON.stringify(pathToFileURL(PGLITE_WORKER_FILE).href)}); })`,
        { eval: true, workerData: start },
      )
    : new Worker(PGLITE_WORKER_FILE, { workerData: start });
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let failure: Error | undefined;

  const settle = (reply: ThreadReply) => {
    const call = waiting.get(reply.id);
    if (!call) return;
    waiting.delete(reply.id);
    if (reply.error) call.reject(Object.assign(new Error(String(reply.error.message)), reply.error));
    else call.resolve(reply.value);
  };
  const stopped = (error: Error) => {
    failure = error;
    for (const call of waiting.values()) call.reject(error);
    waiting.clear();
  };
  worker.on('message', settle);
  worker.on('error', stopped);
  worker.on('exit', (code) =>
    stopped(new Error(`the embedded database's thread stopped (exit code ${code})`)),
  );

  const send = (request: Request): Promise<unknown> => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
  };

  await new Promise<unknown>((resolve, reject) => waiting.set(0, { resolve, reject }));

  const queryIn =
    (transaction?: number) =>
    (sql: string, params: unknown[] = [], options: QueryOptions = {}) =>
      send({
        op: 'query',
        sql,
        params,
        rowMode: options.rowMode ?? 'object',
        ...(transaction ? { transaction } : {}),
      });

  const client: ThreadClient = {
    query: queryIn(),
    async transaction(callback) {
      const transaction = (await send({ op: 'begin' })) as number;
      let result;
      try {
        result = await callback({ query: queryIn(transaction) });
      } catch (error) {
        await send({ op: 'end', transaction, commit: false });
        throw error;
      }
      await send({ op: 'end', transaction, commit: true });
      return result;
    },
  };

  return {
    asPglite: () => client as unknown as PGlite,
    dumpDataDir: async () => (await send({ op: 'dump' })) as Blob,
    close: async () => {
      try {
        await send({ op: 'close' });
      } finally {
        await worker.terminate();
      }
    },
  };
}
