import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { z, type ZodType } from 'zod';
import { envelope, type Language, type MessageKey } from '@velvet/contract';
import { ok } from '../lib/envelope.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

const bearer = [{ bearer: [] }];

/** The OpenAPI words of a call only operators reach. */
export const adminDoc = (summary: string) => ({ tags: ['admin'], summary, security: bearer });
/** The OpenAPI words of a call of the signed-in advertiser's own account. */
export const accountDoc = (summary?: string) => ({
  tags: ['profile'],
  security: bearer,
  ...(summary === undefined ? {} : { summary }),
});

/** A row's id in the path: a positive 32-bit integer, so a larger one is a 400 and never reaches the database. */
export const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
/** The answer of a call whose message is all it says. */
export const emptyAnswer = envelope(z.object({}));

/** What a call's work gets of its request, already validated by the call's schemas. */
type CallInput<P extends ZodType, Q extends ZodType, B extends ZodType> = {
  params: z.output<P>;
  query: z.output<Q>;
  body: z.output<B>;
  lang: Language;
  /** The signed-in account's id: only for calls behind requireAccount or requireAdmin. */
  accountId: number;
  /** The request itself, for what the above do not give (the whole signed-in account, headers). */
  request: FastifyRequest;
};

/**
 * One JSON call declared as what differs between calls: where, its OpenAPI words and schemas, who may call
 * (`onRequest`, which runs before the body is read), and the work, whose result goes out in the envelope
 * with `message` and `status` (200 unless said).
 */
export type Call<P extends ZodType, Q extends ZodType, B extends ZodType> = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  doc: { tags: string[]; summary?: string; security?: typeof bearer };
  params?: P;
  querystring?: Q;
  body?: B;
  consumes?: string[];
  response: ZodType;
  status?: 200 | 201;
  message?: MessageKey;
  onRequest?: onRequestAsyncHookHandler;
  config?: { rateLimit?: { max: number; timeWindow: string }; keepsAnswers?: boolean };
  bodyLimit?: number;
  /** The answer's data; work that returns nothing answers `{}`. */
  run: (input: CallInput<P, Q, B>) => Promise<object | void>;
};

export function declareCall<
  P extends ZodType = ZodType,
  Q extends ZodType = ZodType,
  B extends ZodType = ZodType,
>(app: ZodApp, call: Call<P, Q, B>): void {
  const status = call.status ?? 200;
  app.route({
    method: call.method,
    url: call.url,
    ...(call.onRequest ? { onRequest: call.onRequest } : {}),
    ...(call.config ? { config: call.config } : {}),
    ...(call.bodyLimit ? { bodyLimit: call.bodyLimit } : {}),
    schema: {
      ...call.doc,
      ...(call.params ? { params: call.params } : {}),
      ...(call.querystring ? { querystring: call.querystring } : {}),
      ...(call.body ? { body: call.body } : {}),
      ...(call.consumes ? { consumes: call.consumes } : {}),
      response: { [status]: call.response },
    },
    handler: async (request, reply) => {
      const data = await call.run({
        params: request.params as z.output<P>,
        query: request.query as z.output<Q>,
        body: request.body as z.output<B>,
        lang: request.lang,
        get accountId() {
          return request.account!.id;
        },
        request,
      });
      reply.code(status);
      return ok(request.lang, data ?? {}, call.message);
    },
  });
}

/**
 * A GET of the signed-in advertiser's own state (the token names the account; 401 without one), documented
 * by its summary under the profile tag unless `doc` says otherwise.
 */
export function accountRead(
  app: ZodApp,
  url: string,
  doc: string | Call<ZodType, ZodType, ZodType>['doc'],
  response: ZodType,
  load: (accountId: number, request: FastifyRequest) => Promise<object>,
): void {
  declareCall(app, {
    method: 'GET',
    url,
    onRequest: app.requireAccount,
    doc: typeof doc === 'string' ? accountDoc(doc) : doc,
    response,
    run: ({ accountId, request }) => load(accountId, request),
  });
}

/**
 * The operators' calls of a module under `prefix`: the admin role is checked on request, before the body
 * is read, so a non-admin learns nothing from validation errors.
 */
export async function operatorCalls(
  app: ZodApp,
  prefix: string,
  declare: (ops: ZodApp) => void | Promise<void>,
): Promise<void> {
  await app.register(
    async (scope) => {
      const ops = scope.withTypeProvider<ZodTypeProvider>();
      ops.addHook('onRequest', ops.requireAdmin);
      await declare(ops);
    },
    { prefix },
  );
}
