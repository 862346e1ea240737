import { beforeEach, describe } from 'vitest';
import { setSession } from '../lib/session';

/** A session to start a test with: the API is answered by the test, so a token and a user id are enough. */
type TestSession = { authToken: string; userId: string };

/** An advertiser (the dashboard and its security section). */
export const ADVERTISER: TestSession = { authToken: 'token-1', userId: '7' };
/** An operator (the back office). */
export const OPERATOR: TestSession = { authToken: 'operator-token', userId: '1' };

/** A block of tests that each start signed in as `who`. */
export function describeSignedIn(who: TestSession, name: string, tests: () => void) {
  describe(name, () => {
    beforeEach(() => setSession(who));
    tests();
  });
}
