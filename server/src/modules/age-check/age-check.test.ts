import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { createAgeCheckBroker } from '../../adapters/age-check-broker.ts';
import { issueToken } from '../../lib/tokens.ts';
import { buildTestApp, type TestContext } from '../../../test/helpers.ts';
import { makeAdmin, makeSignedIn } from '../../../test/factories.ts';
import { freshIp } from '../../../test/requests.ts';
import {
  BROKER_CLIENT,
  PEOPLE,
  signInAtBroker,
  startTestBroker,
  type Person,
  type TestBroker,
} from '../../../test/oidc-broker.ts';

/**
 * The age check against a real OpenID Connect provider (test/oidc-broker.ts) set up as the MitID broker
 * is; the app is the real one, on a fresh database, its logs captured.
 */

const REDIRECT = 'http://localhost:3000/age-check/callback';
type Headers = Record<string, string>;

/** Every line the app logged, at every level. */
function capturingLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { lines, logger: { level: 'trace', stream } };
}

async function appWithBroker(broker: TestBroker | undefined, logger?: Record<string, unknown>) {
  return buildTestApp(
    broker
      ? {
          AGE_CHECK_ISSUER: broker.issuer,
          AGE_CHECK_CLIENT_ID: BROKER_CLIENT.id,
          AGE_CHECK_CLIENT_SECRET: BROKER_CLIENT.secret,
        }
      : {},
    logger ? { logger } : {},
  );
}

function calls(ctx: () => TestContext) {
  const inject = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
    ctx().app.inject({ method, url, headers, remoteAddress: freshIp(), ...(payload ? { payload } : {}) });
  return {
    state: (headers: Headers) => inject('GET', '/api/account/age-check', headers),
    start: (headers: Headers) => inject('POST', '/api/account/age-check', headers),
    answer: (headers: Headers, query: string) =>
      inject('POST', '/api/account/age-check/callback', headers, { query }),
    advert: (guid: string) => inject('GET', `/api/escort/getById/${guid}`, {}),
    ageChecked: async (guid: string) =>
      (await inject('GET', `/api/escort/getById/${guid}`, {})).json().data.escort.age_checked as boolean,
    get: (url: string, headers: Headers) => inject('GET', url, headers),
    post: (url: string, headers: Headers) => inject('POST', url, headers),
  };
}

/** Starts a check and goes through the broker as `choice`; answers the callback's query string. */
async function throughBroker(api: ReturnType<typeof calls>, headers: Headers, choice: Person | 'cancel') {
  const started = await api.start(headers);
  expect(started.statusCode).toBe(200);
  return signInAtBroker(started.json().data.url, choice);
}

/** Every row of every table of the app's database, as text. */
async function databaseDump(db: Db): Promise<string> {
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as unknown as { rows: { table_name: string }[] };
  const parts: string[] = [];
  for (const { table_name } of tables.rows) {
    const rows = (await db.execute(
      sql`select row_to_json(t)::text as row from ${sql.identifier(table_name)} t`,
    )) as unknown as { rows: { row: string }[] };
    parts.push(`${table_name}: ${rows.rows.map((r) => r.row).join('\n')}`);
  }
  return parts.join('\n');
}

describe('without AGE_CHECK_ISSUER', () => {
  let ctx: TestContext;
  const api = calls(() => ctx);
  beforeAll(async () => {
    ctx = await appWithBroker(undefined);
  });
  afterAll(() => ctx.close());

  it('is not offered, and nothing else changes', async () => {
    const { headers, account } = await makeSignedIn(ctx.deps.database.db);
    expect((await api.state(headers)).json().data).toEqual({ available: false, result: null });
    const start = await api.start(headers);
    expect(start.statusCode).toBe(404);
    expect(start.json().message).toBe('Age verification with MitID is not offered on this site.');
    expect(await api.ageChecked(account.guid)).toBe(false);
  });
});

describe('with a broker', () => {
  let broker: TestBroker;
  let ctx: TestContext;
  let admin: Headers;
  const log = capturingLogger();
  const api = calls(() => ctx);
  const db = () => ctx.deps.database.db;

  beforeAll(async () => {
    broker = await startTestBroker({ redirectUris: [REDIRECT] });
    ctx = await appWithBroker(broker, log.logger);
    const operator = await makeAdmin(db());
    admin = { authorization: `Bearer ${await issueToken(db(), operator.id)}` };
  });
  afterAll(async () => {
    await ctx.close();
    await broker.close();
  });

  it.each([
    ['GET', '/api/account/age-check'],
    ['POST', '/api/account/age-check'],
    ['POST', '/api/account/age-check/callback'],
  ] as const)('%s %s requires authentication', async (method, url) => {
    const res = await ctx.app.inject({ method, url, payload: method === 'POST' ? { query: '' } : undefined });
    expect(res.statusCode).toBe(401);
  });

  it('sends the browser to the broker with PKCE (S256), a state and a nonce, and keeps them here', async () => {
    const { headers } = await makeSignedIn(db());
    expect((await api.state(headers)).json().data).toEqual({ available: true, result: null });
    const url = new URL((await api.start(headers)).json().data.url);
    expect(`${url.protocol}//${url.host}`).toBe(broker.issuer);
    expect(url.searchParams.get('scope')).toBe('openid minimal age_verify:18');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT);
    for (const name of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(name)).toBeTruthy();
    // The verifier never leaves the server: only its hash is in the address.
    expect(url.searchParams.has('code_verifier')).toBe(false);
  });

  it('18:true: the account is found 18+, the public advert and the operators show it', async () => {
    const { headers, account } = await makeSignedIn(db());
    const query = await throughBroker(api, headers, 'adult');
    const res = await api.answer(headers, query);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your age is verified: your advert shows "18+ verified with MitID".');
    expect(res.json().data).toMatchObject({ adult: true, issuer: broker.issuer });
    expect((await api.state(headers)).json().data.result).toMatchObject({
      adult: true,
      issuer: broker.issuer,
    });
    expect(await api.ageChecked(account.guid)).toBe(true);
    const cards = (await api.get('/api/escort/normal?page_size=100', {})).json().data.escorts as {
      guid: string;
      age_checked: boolean;
    }[];
    expect(cards.find((c) => c.guid === account.guid)?.age_checked).toBe(true);
    const detail = (await api.get(`/api/admin/adverts/${account.id}`, admin)).json().data;
    expect(detail.advert.age_check).toMatchObject({ adult: true, issuer: broker.issuer });
  });

  it('keeps nothing but the answer: no subject, name, birth date or CPR number in the database or the logs', async () => {
    const { headers } = await makeSignedIn(db());
    expect((await api.answer(headers, await throughBroker(api, headers, 'adult'))).statusCode).toBe(200);
    expect((await api.answer(headers, await throughBroker(api, headers, 'minor'))).statusCode).toBe(200);
    const dump = await databaseDump(db());
    const logs = log.lines.join('\n');
    expect(dump).toContain('age_checks');
    expect(logs).toContain('/api/account/age-check/callback');
    for (const person of Object.values(PEOPLE)) {
      for (const secret of [person.cpr, person.sub, person.name, person.birthdate]) {
        expect(dump, `database holds ${secret}`).not.toContain(secret);
        expect(logs, `logs hold ${secret}`).not.toContain(secret);
      }
    }
    // Nor the code, which could be exchanged for the token that carries them.
    expect(logs).not.toMatch(/[?&]code=/);
  });

  it('18:false: kept as not 18+, the advert held for an operator (age_check_failed), shown plainly', async () => {
    const { headers, account } = await makeSignedIn(db());
    expect((await api.advert(account.guid)).statusCode).toBe(200);
    const res = await api.answer(headers, await throughBroker(api, headers, 'minor'));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'MitID did not confirm that you are 18 or older. Your advert is held until an operator has looked at it.',
    );
    expect(res.json().data.adult).toBe(false);
    expect((await api.advert(account.guid)).statusCode).toBe(404);
    const queue = (await api.get('/api/admin/safety', admin)).json().data;
    const flags = (queue.flags ?? queue.items) as {
      reason: string;
      holds: boolean;
      advert: { guid: string };
    }[];
    const flag = flags.find((f) => f.advert.guid === account.guid);
    expect(flag).toMatchObject({ reason: 'age_check_failed', holds: true });
    // A later "18:true" does not release it by itself: an operator looks first.
    expect((await api.answer(headers, await throughBroker(api, headers, 'adult'))).statusCode).toBe(200);
    expect((await api.advert(account.guid)).statusCode).toBe(404);
    const detail = (await api.get(`/api/admin/adverts/${account.id}`, admin)).json().data;
    expect(detail.advert.age_check).toMatchObject({ adult: true });
  });

  it('the person cancelling at the broker: refused plainly, nothing kept, and it can be tried again', async () => {
    const { headers } = await makeSignedIn(db());
    const res = await api.answer(headers, await throughBroker(api, headers, 'cancel'));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The age check was cancelled. You can try again whenever you like.');
    expect((await api.state(headers)).json().data.result).toBeNull();
    expect((await api.answer(headers, await throughBroker(api, headers, 'adult'))).statusCode).toBe(200);
  });

  it('a wrong state, or the state of another session or account, is refused before the code is used', async () => {
    const { headers, account } = await makeSignedIn(db());
    const query = await throughBroker(api, headers, 'adult');
    const tampered = new URLSearchParams(query);
    tampered.set('state', `${tampered.get('state')}x`);
    const wrong = await api.answer(headers, tampered.toString());
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toBe(
      'This age check has expired or was already used. Please start it again.',
    );
    const otherSession = { authorization: `Bearer ${await issueToken(db(), account.id)}` };
    expect((await api.answer(otherSession, query)).statusCode).toBe(409);
    const someoneElse = await makeSignedIn(db());
    expect((await api.answer(someoneElse.headers, query)).statusCode).toBe(409);
    expect((await api.state(someoneElse.headers)).json().data.result).toBeNull();
    // The right session still can: nothing above used it up.
    expect((await api.answer(headers, query)).statusCode).toBe(200);
  });

  it('a replayed code is refused: again with its state, and with a fresh state the broker refuses it', async () => {
    const { headers } = await makeSignedIn(db());
    const query = await throughBroker(api, headers, 'adult');
    expect((await api.answer(headers, query)).statusCode).toBe(200);
    expect((await api.answer(headers, query)).statusCode).toBe(409);
    const fresh = new URL((await api.start(headers)).json().data.url);
    const replay = new URLSearchParams(query);
    replay.set('state', fresh.searchParams.get('state')!);
    const res = await api.answer(headers, replay.toString());
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('The age check could not be completed. Please try again.');
    expect(log.lines.join('\n')).toContain('token_endpoint_invalid_grant');
  });

  it('an answer without a state, or a made-up one, is refused', async () => {
    const { headers } = await makeSignedIn(db());
    expect((await api.answer(headers, 'code=abc')).statusCode).toBe(409);
    expect((await api.answer(headers, 'code=abc&state=made-up')).statusCode).toBe(409);
  });

  it('an operator account cannot check an age; starts are capped per account and hour', async () => {
    const res = await api.start(admin);
    expect(res.statusCode).toBe(403);
    const { headers } = await makeSignedIn(db());
    for (let i = 0; i < 10; i++) expect((await api.start(headers)).statusCode).toBe(200);
    const capped = await api.start(headers);
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toBe(
      'Too many age checks started in the last hour. Please try again later.',
    );
  });

  it('the review queue tells operators the age part is done', async () => {
    const { headers, account } = await makeSignedIn(db(), { reviewedAt: null });
    expect((await api.answer(headers, await throughBroker(api, headers, 'adult'))).statusCode).toBe(200);
    const queue = (await api.get('/api/admin/review', admin)).json().data.adverts as {
      guid: string;
      age_checked: boolean;
    }[];
    expect(queue.find((a) => a.guid === account.guid)?.age_checked).toBe(true);
  });
});

describe('an ID token the app must not trust', () => {
  it('signed with a key the issuer does not publish: refused, nothing kept', async () => {
    const broker = await startTestBroker({ redirectUris: [REDIRECT], foreignSigningKey: true });
    const ctx = await appWithBroker(broker);
    try {
      const api = calls(() => ctx);
      const { headers } = await makeSignedIn(ctx.deps.database.db);
      const res = await api.answer(headers, await throughBroker(api, headers, 'adult'));
      expect(res.statusCode).toBe(422);
      expect((await api.state(headers)).json().data.result).toBeNull();
    } finally {
      await ctx.close();
      await broker.close();
    }
  });

  it('expired (the token reached us two hours after it was issued): refused, nothing kept', async () => {
    const broker = await startTestBroker({ redirectUris: [REDIRECT] });
    const ctx = await appWithBroker(broker);
    try {
      ctx.deps.ageCheck = createAgeCheckBroker(ctx.deps.config.ageCheck!, {
        allowHttp: true,
        clockSkewSeconds: 2 * 60 * 60,
      });
      const api = calls(() => ctx);
      const { headers } = await makeSignedIn(ctx.deps.database.db);
      const res = await api.answer(headers, await throughBroker(api, headers, 'adult'));
      expect(res.statusCode).toBe(422);
      expect((await api.state(headers)).json().data.result).toBeNull();
    } finally {
      await ctx.close();
      await broker.close();
    }
  });
});
