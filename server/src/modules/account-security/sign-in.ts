import type { LoginData } from '@velvet/contract';
import type { AppDeps } from '../../deps.ts';
import type { AccountRow } from '../../lib/accounts.ts';
import { AppError } from '../../lib/errors.ts';
import { issueToken } from '../../lib/tokens.ts';

/**
 * The end of every sign-in once its factors are proven (password, password and code, or a passkey): the
 * token, or — for an advert whose welcome package is unpaid — the 'not fully activated' failure carrying one.
 */
export async function finishLogin(
  deps: AppDeps,
  account: AccountRow,
  browser: string | null = null,
): Promise<LoginData> {
  const { db } = deps.database;
  // A suspension hides the advert, not the account: its owner signs in to read why and fix it.
  if (account.role === 'advertiser' && !account.activated) {
    const token = await issueToken(db, account.id, browser);
    throw new AppError('accounts.not_activated', 403, { data: { token, id: account.id } });
  }
  return loginData(account, await issueToken(db, account.id, browser));
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
