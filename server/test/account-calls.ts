import { setTimeout as sleep } from 'node:timers/promises';
import type { InjectOptions } from 'fastify';
import { generateSync } from 'otplib';
import { expect } from 'vitest';
import { FACTORY_PASSWORD, makeSignedIn } from './factories.ts';
import type { TestContext } from './helpers.ts';
import { freshIp } from './requests.ts';

/** A desktop browser's user agent: a sign-in names the browser it came from. */
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export type CallOptions = { headers?: Record<string, string>; body?: unknown; ip?: string };

/** A request as a browser sends it (Chrome, from a fresh address unless `ip` is given). */
function browserCall(
  ctx: Pick<TestContext, 'app'>,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  options: CallOptions = {},
) {
  const inject: InjectOptions = {
    method,
    url,
    headers: { 'user-agent': CHROME, ...options.headers },
    remoteAddress: options.ip ?? freshIp(),
  };
  if (options.body !== undefined) inject.payload = options.body as InjectOptions['payload'];
  return ctx.app.inject(inject);
}

/** browserCall bound to a test file's app: `const call = browserCaller(ctx);`. */
export const browserCaller =
  (ctx: Pick<TestContext, 'app'>) =>
  (method: 'GET' | 'POST' | 'DELETE', url: string, options?: CallOptions) =>
    browserCall(ctx, method, url, options);

/** The authenticator app's code `steps` periods of 30 s from now (-1: the previous one, still accepted). */
export const codeAt = (secret: string, steps = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/**
 * The previous 30-second period's code, accepted (30 s tolerance) only until the current period ends: with
 * less than 5 s of it left, the next period is awaited first, so a slow request cannot carry the code past
 * its end. It leaves the current period's code unused for the sign-in that follows.
 */
async function previousPeriodCode(secret: string): Promise<string> {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < 5_000) await sleep(left + 100);
  return codeAt(secret, -1);
}

/**
 * A signed-in advertiser with two-factor sign-in on: the password given again, the app set up and
 * switched on with the previous period's code.
 */
export async function signedInWithTotp(
  ctx: Pick<TestContext, 'app' | 'deps'>,
  overrides: Parameters<typeof makeSignedIn>[1] = {},
) {
  const signedIn = await makeSignedIn(ctx.deps.database.db, overrides);
  const { headers } = signedIn;
  const reauth = await browserCall(ctx, 'POST', '/api/account/reauth', {
    headers,
    body: { password: FACTORY_PASSWORD },
  });
  expect(reauth.statusCode, reauth.body).toBe(200);
  const setup = await browserCall(ctx, 'POST', '/api/account/2fa/totp', { headers });
  expect(setup.statusCode).toBe(200);
  const secret = setup.json().data.secret as string;
  const enabled = await browserCall(ctx, 'POST', '/api/account/2fa/totp/enable', {
    headers,
    body: { code: await previousPeriodCode(secret) },
  });
  expect(enabled.statusCode).toBe(200);
  return { ...signedIn, secret, recovery: enabled.json().data.recovery_codes as string[] };
}
