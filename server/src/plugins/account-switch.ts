import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { MessageKey } from '@velvet/contract';
import { ok } from '../lib/envelope.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * The three calls of something the signed-in advertiser switches on and off on their own advert ("available
 * now", a pause): GET its state, POST to start it (with a body), DELETE to end it. The token decides whose
 * advert it is: the account is checked before the body (without a token the answer is 401, whatever the
 * body), start and end share one rate limit, and like every write they empty the answer cache of every
 * instance before their answer leaves (plugins/list-cache.ts).
 */
export function accountSwitchRoutes<Body extends z.ZodType, Data>(
  app: ZodApp,
  options: {
    path: string;
    response: z.ZodType;
    body: Body;
    summaries: { state: string; start: string; end: string };
    messages: { start: MessageKey; end: MessageKey };
    state: (advertiserId: number) => Promise<Data>;
    start: (advertiserId: number, body: z.output<Body>) => Promise<Data>;
    end: (advertiserId: number) => Promise<Data>;
  },
): void {
  const schema = (summary: string) => ({
    tags: ['profile'],
    security: [{ bearer: [] }],
    summary,
    response: { 200: options.response },
  });
  const change = {
    onRequest: app.requireAccount,
    config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
  };
  app.get(
    options.path,
    { onRequest: app.requireAccount, schema: schema(options.summaries.state) },
    async (request) => ok(request.lang, await options.state(request.account!.id)),
  );
  app.post(
    options.path,
    { ...change, schema: { ...schema(options.summaries.start), body: options.body } },
    async (request) =>
      ok(
        request.lang,
        await options.start(request.account!.id, request.body as z.output<Body>),
        options.messages.start,
      ),
  );
  app.delete(options.path, { ...change, schema: schema(options.summaries.end) }, async (request) =>
    ok(request.lang, await options.end(request.account!.id), options.messages.end),
  );
}
