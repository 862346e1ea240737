import type { AppDeps } from '../../deps.ts';
import { suppress } from '../../lib/email-suppression.ts';

type Deps = Pick<AppDeps, 'database' | 'emailSuppression'>;

/** Whether a link's token is one we made (the page shows its button only then). */
export const isOurLink = (deps: Deps, token: string) => deps.emailSuppression.read(token) !== null;

/**
 * Lists the address a link was made for. False for a token we did not make; a listed address answers
 * as a new one, so the link tells nobody whether an address was listed, or has an account.
 */
export async function unsubscribe(deps: Deps, token: string): Promise<boolean> {
  const hash = deps.emailSuppression.read(token);
  if (!hash) return false;
  await suppress(deps.database.db, hash);
  return true;
}
