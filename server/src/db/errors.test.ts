import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helpers.ts';
import { databaseOutage, driverMessage } from './errors.ts';

/** Outages become 503s; everything else a query can do wrong stays what it was (PGlite and PostgreSQL). */

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const wrapped = (cause: unknown) => new Error('Failed query: select 1\nparams: ', { cause });

describe('databaseOutage', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'), 'unreachable'],
    [
      'a refused connection to every address of a name',
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''),
      'unreachable',
    ],
    [
      'a reset connection, wrapped by drizzle',
      wrapped(withCode('read ECONNRESET', 'ECONNRESET')),
      'unreachable',
    ],
    [
      'a server shutting down',
      withCode('terminating connection due to administrator command', '57P01'),
      'unreachable',
    ],
    ['a server starting up', withCode('the database system is starting up', '57P03'), 'unreachable'],
    ['too many connections', withCode('sorry, too many clients already', '53300'), 'unreachable'],
    ['a connection failure', withCode('connection failure', '08006'), 'unreachable'],
    ['a lost connection', new Error('Connection terminated unexpectedly'), 'unreachable'],
    ['the statement timeout', withCode('canceling statement due to statement timeout', '57014'), 'timeout'],
    ['the client read timeout', wrapped(new Error('Query read timeout')), 'timeout'],
    ['a full pool', new Error('timeout exceeded when trying to connect'), 'timeout'],
    ['a connect timeout', new Error('Connection terminated due to connection timeout'), 'timeout'],
  ])('%s is an outage', (_name, error, kind) => {
    expect(databaseOutage(error)).toBe(kind);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint "x"', '23505')],
    ['a missing table', withCode('relation "x" does not exist', '42P01')],
    ['a query cancelled by the user', withCode('canceling statement due to user request', '57014')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error at all', 'boom'],
  ])('%s is not', (_name, error) => {
    expect(databaseOutage(error)).toBeNull();
  });
});

describe('driverMessage', () => {
  it("gives the driver's words, never drizzle's message with the statement's values", () => {
    const error = Object.assign(
      new Error('Failed query: select * from advertisers where email = $1\nparams: someone@example.dk'),
      { cause: withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED') },
    );
    expect(driverMessage(error)).toBe('connect ECONNREFUSED 127.0.0.1:5432');
    expect(
      driverMessage(new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], '')),
    ).toBe('connect ECONNREFUSED ::1:5432');
  });
});

describe('real query errors of the database in use', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  it('are not taken for outages', async () => {
    const db = ctx.deps.database.db;
    for (const statement of [
      sql`select * from no_such_table`,
      sql`select 1/0`,
      sql`select 'x'::int`,
      // The key made at start: a second one with the same name is a unique violation.
      sql`insert into server_secrets (name, secret) values ('media_url', 'x')`,
    ]) {
      const error = await db.execute(statement).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).not.toBeNull();
      expect(databaseOutage(error)).toBeNull();
    }
  });
});
