import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_LIMITS } from '../src/modules/auth/rate-limits.ts';
import { buildTestApp, type TestContext } from './helpers.ts';

/**
 * Behind one reverse proxy (TRUST_PROXY=1) the client is the address the proxy saw: the rightmost
 * `X-Forwarded-For` entry. Whatever a client writes to the left of it must not reset its per-IP limits.
 */
const PROXY = '192.0.2.10';
let ctx: TestContext;
let clientCounter = 0;
let emailCounter = 0;
beforeAll(async () => {
  ctx = await buildTestApp({ TRUST_PROXY: '1' });
});
afterAll(async () => {
  await ctx?.close();
});

const freshClient = () => `198.51.100.${++clientCounter}`;
const spoofed = () => `${randomInt(1, 223)}.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;
const email = () => `proxy-${++emailCounter}-${Date.now().toString(36)}@example.dk`;

/** One request through the proxy, with a different made-up address on the left each time. */
function viaProxy(client: string, url: string, payload: object) {
  return ctx.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': `${spoofed()}, ${spoofed()}, ${client}` },
  });
}

async function statusesUntilLimited(client: string, url: string, body: () => object, max: number) {
  const statuses: number[] = [];
  for (let i = 0; i <= max; i++) statuses.push((await viaProxy(client, url, body())).statusCode);
  return statuses;
}

describe('per-IP limits behind one proxy hop (TRUST_PROXY=1)', () => {
  it('still answers 429 to logins once the login limit is reached', async () => {
    const statuses = await statusesUntilLimited(
      freshClient(),
      '/api/auth/login',
      () => ({ email: email(), password: 'wrong password 1' }),
      ROUTE_LIMITS.login.max,
    );
    expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('still answers 429 to registrations', async () => {
    const statuses = await statusesUntilLimited(
      freshClient(),
      '/api/auth/register',
      () => ({}),
      ROUTE_LIMITS.register.max,
    );
    expect(statuses.slice(0, -1)).not.toContain(429);
    expect(statuses.at(-1)).toBe(429);
  });

  it('still answers 429 to code requests and code guesses', async () => {
    const send = await statusesUntilLimited(
      freshClient(),
      '/api/auth/send-otp',
      () => ({ email: email(), type: 1 }),
      ROUTE_LIMITS.sendOtp.max,
    );
    expect(send.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(send.at(-1)).toBe(429);

    const verify = await statusesUntilLimited(
      freshClient(),
      '/api/auth/verify-otp',
      () => ({ email: email(), type: 1, otp: '12345' }),
      ROUTE_LIMITS.verifyOtp.max,
    );
    expect(verify.slice(0, -1)).not.toContain(429);
    expect(verify.at(-1)).toBe(429);
  });

  it('keeps two clients behind the same proxy apart', async () => {
    const first = freshClient();
    await statusesUntilLimited(first, '/api/auth/send-otp', () => ({ email: email(), type: 1 }), 10);
    const other = await viaProxy(freshClient(), '/api/auth/send-otp', { email: email(), type: 1 });
    expect(other.statusCode, other.body).toBe(200);
  });
});

describe('per-IP limits with the proxy named by address (TRUST_PROXY=192.0.2.10)', () => {
  let named: TestContext;
  beforeAll(async () => {
    named = await buildTestApp({ TRUST_PROXY: PROXY });
  });
  afterAll(async () => {
    await named?.close();
  });
  /** Asks for a code as `from`, whose request says it forwards for `forwardedFor`. */
  const askCode = (from: string, forwardedFor: string) =>
    named.app.inject({
      method: 'POST',
      url: '/api/auth/send-otp',
      payload: { email: email(), type: 1 },
      remoteAddress: from,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('ignores X-Forwarded-For from a client that is not the proxy', async () => {
    const direct = freshClient();
    const statuses: number[] = [];
    for (let i = 0; i <= ROUTE_LIMITS.sendOtp.max; i++) {
      statuses.push((await askCode(direct, spoofed())).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    // Through the proxy, the client it names is someone else.
    const viaNamedProxy = await askCode(PROXY, direct);
    expect(viaNamedProxy.statusCode).toBe(429);
    const other = await askCode(PROXY, freshClient());
    expect(other.statusCode).toBe(200);
  });
});
