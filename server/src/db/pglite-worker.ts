/**
 * The embedded database in a thread of its own. PGlite runs PostgreSQL compiled to WebAssembly, and a
 * query runs to its end on the thread that called it: on the server's thread a slow query held up every
 * other request, their JSON and their pages. Here it holds up only the queries behind it, as one
 * PostgreSQL connection would, while the server's thread goes on answering.
 *
 * The messages are the little drizzle's PGlite driver uses: a query (alone or inside a transaction), the
 * start and the end of a transaction, the data folder as an archive, and closing. See pglite-thread.ts.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { types, type PGlite, type Transaction } from '@electric-sql/pglite';
import { openPglite } from './pglite.ts';
import type { ThreadReply, ThreadRequest, ThreadStart } from './pglite-thread.ts';

const port = parentPort!;
const start = workerData as ThreadStart;

// Dates, times and intervals stay the strings PostgreSQL sends, as drizzle asks of every query it makes
// (its driver passes these parsers with each call; functions cannot cross to this thread, so they live here).
const KEEP_AS_TEXT = (value: string) => value;
const PARSERS = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map(
    (oid) => [oid, KEEP_AS_TEXT],
  ),
);

/** Open transactions by id: the callback PGlite runs each in waits for the server thread to end it. */
type Open = { tx: Transaction; end: (commit: boolean) => void; settled: Promise<void> };
const transactions = new Map<number, Open>();
let nextTransaction = 1;

/** A rollback the server thread asked for: thrown inside PGlite's transaction so that it rolls back. */
class Rollback extends Error {}

function reply(message: ThreadReply) {
  try {
    port.postMessage(message);
  } catch (error) {
    // An answer that cannot be copied across must still answer, or its caller would wait for ever.
    port.postMessage({ id: message.id, error: errorFields(error) });
  }
}

/**
 * PGlite's errors carry PostgreSQL's fields (code, constraint, detail…), which a structured clone of an
 * Error drops: they travel as a plain object of the text and number fields. What PGlite adds besides
 * (the statement, its values and options, functions among them) stays here.
 */
function errorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (key === 'query' || key === 'params' || key === 'queryOptions') continue;
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return fields;
}

async function handle(db: PGlite, request: ThreadRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const target = request.transaction ? transactions.get(request.transaction)?.tx : db;
      if (!target) throw new Error(`transaction ${request.transaction} is not open`);
      const result = await target.query(request.sql, request.params, {
        rowMode: request.rowMode,
        parsers: PARSERS,
      });
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case 'begin': {
      const id = nextTransaction++;
      return await new Promise<number>((opened, failed) => {
        const open: Partial<Open> = {};
        const run = db.transaction(
          (tx) =>
            new Promise<void>((commit, rollback) => {
              open.tx = tx;
              open.end = (ok) => (ok ? commit() : rollback(new Rollback()));
              transactions.set(id, open as Open);
              opened(id);
            }),
        );
        open.settled = run
          .then(
            () => undefined,
            (error: unknown) => {
              if (!(error instanceof Rollback)) throw error;
            },
          )
          .finally(() => transactions.delete(id));
        // BEGIN itself failed: the transaction never opened, and the caller hears why.
        open.settled.catch((error: unknown) => failed(error));
      });
    }
    case 'end': {
      const open = transactions.get(request.transaction);
      if (!open) throw new Error(`transaction ${request.transaction} is not open`);
      open.end(request.commit);
      // Answered once PGlite has run COMMIT (or ROLLBACK): a failed COMMIT is the caller's error.
      await open.settled;
      return null;
    }
    case 'dump':
      return await db.dumpDataDir('gzip');
    case 'close':
      await db.close();
      return null;
  }
}

const db = await openPglite(start).catch((error: unknown) => {
  reply({ id: 0, error: errorFields(error) });
  throw error;
});
port.on('message', (request: ThreadRequest) => {
  handle(db, request).then(
    (value) => reply({ id: request.id, value }),
    (error: unknown) => reply({ id: request.id, error: errorFields(error) }),
  );
});
reply({ id: 0, value: 'ready' });
