import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitInWords } from '@velvet/contract';
import { makeAdvertiser, FACTORY_PASSWORD } from '../../../test/factories.ts';
import { appForFile, readCode } from '../../../test/helpers.ts';
import { freshIp, postJson, uniqueEmail } from '../../../test/requests.ts';

// argon2 is a library, not our code: wrapped (still doing the real work) only to count verifications,
// so "the same work for a known and an unknown address" is asserted without timing anything.
const verifications = vi.hoisted(() => ({ count: 0 }));
vi.mock('argon2', async (importOriginal) => {
  type Argon2 = typeof import('argon2');
  const real = (await importOriginal<{ default: Argon2 }>()).default;
  return {
    default: {
      ...real,
      verify: async (...args: Parameters<typeof real.verify>) => {
        verifications.count += 1;
        return real.verify(...args);
      },
    },
  };
});

const ctx = appForFile();
afterEach(() => {
  vi.useRealTimers();
});

const db = () => ctx.deps.database.db;

/**
 * The answer without the wait left (in data, and in words in the message): the database's clock may tick
 * between two calls, and 60 s reads "1 minut" where 59 s reads "59 sekunder".
 */
const shape = (res: {
  statusCode: number;
  json: () => { message: string; data?: { retry_after?: number } };
}) => {
  const body = res.json();
  const retry = body.data?.retry_after;
  if (retry === undefined) return { status: res.statusCode, body };
  return {
    status: res.statusCode,
    body: {
      ...body,
      message: body.message.replace(waitInWords('da', retry), '<wait>'),
      data: { ...body.data, retry_after: 'n' },
    },
  };
};

/** Status, body and argon2 verifications of one request. */
async function measured(url: string, body: object) {
  const before = verifications.count;
  const res = await postJson(ctx.app, url, body, { 'accept-language': 'da' });
  return { ...shape(res), hashChecks: verifications.count - before };
}

describe('email enumeration', () => {
  it('send-otp answers a known and an unknown address alike, the second call too', async () => {
    const known = await makeAdvertiser(db());
    const unknown = uniqueEmail('nobody');
    for (const type of [1, 0]) {
      const first = [
        await measured('/api/auth/send-otp', { email: known.email, type }),
        await measured('/api/auth/send-otp', { email: unknown, type }),
      ];
      expect(first[0]!.status).toBe(200);
      expect(first[1]).toEqual(first[0]);
      const second = [
        await measured('/api/auth/send-otp', { email: known.email, type }),
        await measured('/api/auth/send-otp', { email: unknown, type }),
      ];
      expect(second[0]!.status).toBe(429);
      expect(second[0]!.body.message).toContain('<wait>');
      expect(second[1]).toEqual(second[0]);
    }
  });

  it('answers every wrong code alike for a known and an unknown address, the fifth and after included', async () => {
    const routes = [
      {
        type: 1,
        url: '/api/auth/verify-otp',
        body: (email: string, otp: string) => ({ email, otp, type: 1 }),
      },
      {
        type: 1,
        url: '/api/auth/reset-password',
        body: (email: string, otp: string) => ({
          email,
          otp,
          password: 'a fresh passphrase 5',
          new_password: 'a fresh passphrase 5',
        }),
      },
      // A registration code: an unverified account gets one, an unknown address none.
      {
        type: 0,
        url: '/api/auth/verify-otp',
        body: (email: string, otp: string) => ({ email, otp, type: 0 }),
      },
    ];
    for (const route of routes) {
      const known = await makeAdvertiser(db(), route.type === 0 ? { emailVerifiedAt: null } : {});
      const unknown = uniqueEmail('nobody');
      for (const email of [known.email, unknown]) {
        const sent = await postJson(ctx.app, '/api/auth/send-otp', { email, type: route.type });
        expect(sent.statusCode).toBe(200);
      }
      const code = await readCode(ctx.app, known.email);
      const wrong = code === '00000' ? '11111' : '00000';
      for (let attempt = 1; attempt <= 6; attempt++) {
        const answers = [
          await measured(route.url, route.body(known.email, wrong)),
          await measured(route.url, route.body(unknown, wrong)),
        ];
        expect(answers[0]!.status, `${route.url} type ${route.type}, try ${attempt}`).toBe(
          attempt < 5 ? 400 : 410,
        );
        expect(answers[1], `${route.url} type ${route.type}, try ${attempt}`).toEqual(answers[0]);
      }
    }
  });

  it('verify-otp does the same work for a known address without a pending code and an unknown one', async () => {
    const known = await makeAdvertiser(db());
    const withoutCode = await measured('/api/auth/verify-otp', { email: known.email, otp: '12345', type: 1 });
    const unknown = await measured('/api/auth/verify-otp', {
      email: uniqueEmail('nobody'),
      otp: '12345',
      type: 1,
    });
    expect(withoutCode.status).toBe(400);
    expect(unknown).toEqual(withoutCode);
    expect(withoutCode.hashChecks).toBe(1);

    // A wrong guess at a pending code costs the same single verification.
    expect((await postJson(ctx.app, '/api/auth/send-otp', { email: known.email, type: 1 })).statusCode).toBe(
      200,
    );
    const wrong = await measured('/api/auth/verify-otp', { email: known.email, otp: '99999', type: 1 });
    expect(wrong.hashChecks).toBe(1);
  });

  it('reset-password with a code answers a known and an unknown address alike, with the same work', async () => {
    const known = await makeAdvertiser(db());
    const body = { password: 'a-new-Password-77', new_password: 'a-new-Password-77', otp: '12345' };
    const withoutCode = await measured('/api/auth/reset-password', { ...body, email: known.email });
    const unknown = await measured('/api/auth/reset-password', { ...body, email: uniqueEmail('nobody') });
    expect(withoutCode.status).toBe(400);
    expect(unknown).toEqual(withoutCode);
    expect(withoutCode.hashChecks).toBe(1);
  });
});

describe('one code-guess budget per address and purpose', () => {
  const guess = (email: string, route: 'verify' | 'reset') =>
    route === 'verify'
      ? postJson(ctx.app, '/api/auth/verify-otp', { email, otp: '00000', type: 1 })
      : postJson(ctx.app, '/api/auth/reset-password', {
          email,
          otp: '00000',
          password: 'a-new-Password-77',
          new_password: 'a-new-Password-77',
        });

  it('counts guesses sent to reset-password against the verify-otp budget, and the other way round', async () => {
    const a = await makeAdvertiser(db());
    for (let i = 0; i < 10; i++) expect((await guess(a.email, 'verify')).statusCode).not.toBe(429);
    expect((await guess(a.email, 'reset')).statusCode).toBe(429);

    const b = await makeAdvertiser(db());
    for (let i = 0; i < 10; i++) expect((await guess(b.email, 'reset')).statusCode).not.toBe(429);
    expect((await guess(b.email, 'verify')).statusCode).toBe(429);
  });

  it('admits at most 30 guesses in a day, whichever route they take', { timeout: 120_000 }, async () => {
    const account = await makeAdvertiser(db());
    // A day from now, not from a far date: the embedded database reads this clock too, and a timer it
    // sets in the faked day must still fit Node's 24.8-day limit once the real clock is back.
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    let admitted = 0;
    for (let hour = 0; hour < 24; hour++) {
      vi.setSystemTime(start + hour * 3_600_000 + 1000);
      for (const route of ['verify', 'reset'] as const) {
        for (let i = 0; i < 11; i++) if ((await guess(account.email, route)).statusCode !== 429) admitted++;
      }
    }
    expect(admitted).toBe(30);
  });
});

describe('sign-in lockout', () => {
  const login = (email: string, password: string, ip: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: ip,
      payload: { email, password },
    });

  it("a stranger's wrong passwords lock the stranger out, not the owner", async () => {
    const account = await makeAdvertiser(db());
    const stranger = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await login(account.email, 'wrong password', stranger)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // The right password from the stranger's address is refused too while the lock runs.
    expect((await login(account.email, FACTORY_PASSWORD, stranger)).statusCode).toBe(429);
    expect((await login(account.email, FACTORY_PASSWORD, freshIp())).statusCode).toBe(200);
  });

  it(
    'still caps one account at 100 attempts in 15 minutes from many addresses',
    { timeout: 120_000 },
    async () => {
      const account = await makeAdvertiser(db());
      let refused = 0;
      for (let ip = 0; ip < 10; ip++) {
        const address = freshIp();
        for (let i = 0; i < 10; i++)
          if ((await login(account.email, 'wrong password', address)).statusCode === 429) refused++;
      }
      expect(refused).toBe(0);
      expect((await login(account.email, FACTORY_PASSWORD, freshIp())).statusCode).toBe(429);
    },
  );
});
