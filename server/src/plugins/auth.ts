import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthenticated } from '../lib/errors.ts';
import { browserSummary } from '../lib/browser-summary.ts';
import { accountForToken, LAST_USED_RESOLUTION_MS, touchToken, type AuthAccount } from '../lib/tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, set by the `requireAccount`/`requireAdmin`/`optionalAccount` pre-handlers. */
    account: AuthAccount | null;
    /** The raw bearer token of this request, if any. */
    bearerToken: string | null;
  }
  interface FastifyInstance {
    requireAccount: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Reads a bearer token when present; a missing or bad token leaves `request.account` null. */
    optionalAccount: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  // The original web client may send "Bearer null" when signed out: treat it as no token.
  if (!match || match[1] === 'null' || match[1] === 'undefined') return null;
  return match[1]!;
}

export default fp(
  async (app) => {
    app.decorateRequest('account', null);
    app.decorateRequest('bearerToken', null);

    async function load(request: FastifyRequest) {
      const token = bearer(request);
      request.bearerToken = token;
      const found = token ? await accountForToken(app.deps.database.db, token) : null;
      if (!found) {
        request.account = null;
        return;
      }
      const { lastUsedAt, browser, ...account } = found;
      request.account = account;
      // The session list's "last used" is kept to the minute: most requests write nothing.
      if (!lastUsedAt || Date.now() - lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
        await touchToken(
          app.deps.database.db,
          account.tokenId,
          browser ?? browserSummary(request.headers['user-agent']),
        );
      }
    }

    app.decorate('optionalAccount', async (request: FastifyRequest) => {
      await load(request);
    });
    app.decorate('requireAccount', async (request: FastifyRequest) => {
      await load(request);
      if (!request.account) throw unauthenticated();
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      await load(request);
      if (!request.account) throw unauthenticated();
      if (request.account.role !== 'admin') throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['deps'] },
);
