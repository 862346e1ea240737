import type { LoginData } from '@velvet/contract';
import type { AppDeps } from '../../deps.ts';
import type { AccountRow } from '../../lib/accounts.ts';
import { NO_DEVICE, type SignInDevice } from '../../lib/browser-summary.ts';
import { AppError } from '../../lib/errors.ts';
import { issueToken } from '../../lib/tokens.ts';
import { noteSignIn } from './notices.ts';

/**
 * The end of every sign-in once its factors are proven (password, password and code, or a passkey): the
 * token, or — for an advert whose welcome package is unpaid — the 'not fully activated' failure carrying one.
 * A sign-in from a browser the account has not used before is emailed to the owner with the token.
 */
export async function finishLogin(
  deps: AppDeps,
  account: AccountRow,
  device: SignInDevice = NO_DEVICE,
): Promise<LoginData> {
  const token = await deps.database.db.transaction(async (tx) => {
    await noteSignIn(deps, tx, account.id, device);
    return issueToken(tx, account.id, device.browser);
  });
  deps.mailer.wake();
  // A suspension hides the advert, not the account: its owner signs in to read why and fix it.
  if (account.role === 'advertiser' && !account.activated) {
    throw new AppError('accounts.not_activated', 403, { data: { token, id: account.id } });
  }
  return loginData(account, token);
}

const loginData = (account: AccountRow, token: string): LoginData => ({
  token,
  guid: account.guid,
  id: account.id,
  name: account.name,
  email: account.email,
  featured: account.featured,
  role: account.role,
});
