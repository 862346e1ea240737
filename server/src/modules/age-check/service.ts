import {
  AGE_CHECK_CALLBACK_PATH,
  type AccountAgeCheckData,
  type AgeCheckResult,
  type MessageKey,
} from '@velvet/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AgeCheckBroker } from '../../adapters/age-check-broker.ts';
import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import { writeAudit } from '../../lib/audit.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthAccount } from '../../lib/tokens.ts';
import { holdForFailedAgeCheck } from '../safety/index.ts';
import * as repo from './repo.ts';

type Deps = Pick<AppDeps, 'config' | 'database' | 'ageCheck' | 'mailer'>;

/** A check must come back within this: long enough to find a phone and approve in the MitID app. */
const ATTEMPT_MS = 10 * 60_000;
/** Starts per account and hour: each one sends the person to a sign-in the broker bills the site for. */
const STARTS_PER_HOUR = 10;

const HOUR_MS = 60 * 60_000;

function brokerOf(deps: Deps): AgeCheckBroker {
  if (!deps.ageCheck) throw new AppError('age_check.unavailable', 404);
  return deps.ageCheck;
}

function advertiserOnly(account: AuthAccount): void {
  if (account.role !== 'advertiser') throw new AppError('age_check.not_an_advert', 403);
}

const toResult = (row: repo.ResultRow): AgeCheckResult => ({
  adult: row.adult,
  issuer: row.issuer,
  checked_at: row.checkedAt.toISOString(),
});

/** The account's latest answer, for the account itself and for the operators. */
export async function ageCheckOf(
  db: Pick<Db, 'select'>,
  advertiserId: number,
): Promise<AgeCheckResult | null> {
  const row = await repo.findResult(db, advertiserId);
  return row ? toResult(row) : null;
}

export async function accountAgeCheck(deps: Deps, accountId: number): Promise<AccountAgeCheckData> {
  return { available: deps.ageCheck !== undefined, result: await ageCheckOf(deps.database.db, accountId) };
}

const redirectUri = (deps: Deps) => `${deps.config.publicUrl}${AGE_CHECK_CALLBACK_PATH}`;

/**
 * Starts a check: the state, nonce and PKCE verifier are kept here, bound to this session, and only the
 * broker's sign-in address goes to the browser.
 */
export async function startAgeCheck(
  deps: Deps,
  account: AuthAccount,
  log: FastifyBaseLogger,
): Promise<{ url: string }> {
  const broker = brokerOf(deps);
  advertiserOnly(account);
  const { db } = deps.database;
  const now = Date.now();
  await repo.deleteOldAttempts(db, new Date(now - 24 * HOUR_MS));
  if ((await repo.startedSince(db, account.id, new Date(now - HOUR_MS))) >= STARTS_PER_HOUR) {
    throw new AppError('age_check.too_many', 429);
  }
  let start;
  try {
    start = await broker.start(redirectUri(deps));
  } catch (error) {
    // Discovery failed: the broker is down or misconfigured. Its name, not its answer, goes to the log.
    log.warn(
      { issuer: broker.issuer, error: error instanceof Error ? error.name : 'unknown' },
      'age check: broker unreachable',
    );
    throw new AppError('age_check.broker_unreachable', 503);
  }
  await repo.saveAttempt(db, {
    state: start.state,
    advertiserId: account.id,
    tokenId: account.tokenId,
    nonce: start.nonce,
    codeVerifier: start.codeVerifier,
    expiresAt: new Date(now + ATTEMPT_MS),
  });
  return { url: start.url };
}

/**
 * Takes the broker's answer, brought back by the browser as the query string it arrived with. The state
 * must name a check this session started, unused and in time; the library then checks the code (with the
 * PKCE verifier) and the ID token. Only the answer is kept: found 18+ or not, the issuer, the time.
 * "Not 18+" holds the advert for an operator.
 */
export async function finishAgeCheck(
  deps: Deps,
  account: AuthAccount,
  query: string,
  log: FastifyBaseLogger,
): Promise<{ data: AgeCheckResult; message: MessageKey }> {
  const broker = brokerOf(deps);
  advertiserOnly(account);
  const callbackUrl = new URL(
    `${AGE_CHECK_CALLBACK_PATH}?${query.replace(/^\?/, '')}`,
    deps.config.publicUrl,
  );
  const state = callbackUrl.searchParams.get('state');
  const { db } = deps.database;
  const attempt = state ? await repo.takeAttempt(db, state, account.id, account.tokenId) : undefined;
  if (!attempt) throw new AppError('age_check.expired', 409);
  const outcome = await broker.finish(callbackUrl, { state: state!, ...attempt });
  if (outcome.kind === 'cancelled') throw new AppError('age_check.cancelled', 409);
  if (outcome.kind === 'failed') {
    log.warn({ reason: outcome.reason }, 'age check refused');
    throw new AppError('age_check.failed', 422);
  }
  const adult = outcome.kind === 'adult';
  const row = { advertiserId: account.id, adult, issuer: broker.issuer, checkedAt: new Date() };
  await db.transaction(async (tx) => {
    await repo.saveResult(tx, row);
    if (!adult) await holdForFailedAgeCheck(deps, tx, account.id);
    await writeAudit(tx, {
      actorId: null,
      action: adult ? 'account.age_checked' : 'account.age_check_failed',
      targetType: 'advert',
      targetId: account.id,
      before: null,
      after: { adult, issuer: broker.issuer },
    });
  });
  return { data: toResult(row), message: adult ? 'age_check.passed' : 'age_check.not_adult' };
}
