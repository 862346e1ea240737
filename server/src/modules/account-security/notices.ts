import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { securityNoticeEmail, type SecurityNotice } from '../../emails/account-security.ts';
import type { SignInDevice } from '../../lib/browser-summary.ts';
import { findAccountById } from '../../lib/accounts.ts';
import * as repo from './repo.ts';
import { sha256 } from './sign-in-challenge.ts';

/**
 * Queues the owner's email about a change to how the account signs in, through `tx`: the change and the
 * email that reports it commit together. Call `deps.mailer.wake()` after the commit.
 */
export async function queueSecurityNotice(
  deps: AppDeps,
  tx: Db,
  advertiserId: number,
  kind: SecurityNotice,
  details: { browser: string | null; passkey?: string },
): Promise<void> {
  const owner = await findAccountById(tx, advertiserId);
  if (!owner) return;
  await deps.mailer.enqueue(tx, {
    to: owner.email,
    template: `security-${kind.replaceAll('_', '-')}`,
    lang: owner.lang ?? 'da',
    ...securityNoticeEmail(
      kind,
      {
        name: owner.name,
        publicUrl: deps.config.publicUrl,
        at: new Date(),
        browser: details.browser,
        ...(details.passkey !== undefined ? { passkey: details.passkey } : {}),
      },
      owner.lang,
    ),
  });
}

/**
 * A finished sign-in: records the browser it came from, and when the account had not signed in from that
 * browser before, emails the owner (with the session list to review). A browser without an id is new
 * every time.
 */
export async function noteSignIn(deps: AppDeps, tx: Db, advertiserId: number, device: SignInDevice) {
  const seenBefore = device.id !== null && !(await repo.rememberDevice(tx, advertiserId, sha256(device.id)));
  if (!seenBefore) {
    await queueSecurityNotice(deps, tx, advertiserId, 'new_sign_in', { browser: device.browser });
  }
}

/**
 * After a password reset (the mailbox proved the owner): every passkey goes, as may have been added from a
 * stolen session, every browser counts as new again, and the owner is told and can add passkeys again.
 * The caller ends the sessions in the same transaction.
 */
export async function afterPasswordReset(
  deps: AppDeps,
  tx: Db,
  advertiserId: number,
  browser: string | null,
) {
  await repo.deleteAllPasskeys(tx, advertiserId);
  await repo.forgetDevices(tx, advertiserId);
  await repo.deleteSignInChallenges(tx, advertiserId);
  await queueSecurityNotice(deps, tx, advertiserId, 'password_reset', { browser });
}
