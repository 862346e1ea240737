import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z, ZodType } from 'zod';
import { sentResponse, type MessageKey } from '@velvet/contract';
import { ok } from './envelope.ts';

/**
 * A form anyone may send without an account (a booking, a contact message, a testimonial, a report):
 * one rate-limited POST that validates the body, hands it to the module's service and answers 201 with
 * a translated message. The data of the answer is what the service gives back, `{}` when nothing.
 */
export type PublicForm<B extends ZodType, D> = {
  /** Path below the module's prefix. */
  url: string;
  /** The API docs' group; the catalogue's unless said. */
  tags?: string[];
  summary: string;
  body: B;
  /** The answer's envelope schema; an empty envelope unless said. */
  response?: ZodType;
  /**
   * What one client may send; 5 an hour unless said. Every form lands in a person's inbox or an
   * operator's queue: a few is a visitor, more is abuse.
   */
  rateLimit?: { max: number; timeWindow: string };
  /** The request is there for what the form's effect depends on beyond its body (the sender's address). */
  send: (body: z.infer<B>, request: FastifyRequest) => Promise<D>;
  message: MessageKey;
};

export function publicForm<B extends ZodType, D>(app: FastifyInstance, form: PublicForm<B, D>): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    form.url,
    {
      schema: {
        tags: form.tags ?? ['catalogue'],
        summary: form.summary,
        body: form.body,
        response: { 201: form.response ?? sentResponse },
      },
      // What a visitor sends lands in an inbox or a queue, never straight in a public answer.
      config: { rateLimit: form.rateLimit ?? { max: 5, timeWindow: '1 hour' }, keepsAnswers: true },
    },
    async (request, reply) => {
      const data = await form.send(request.body as z.infer<B>, request);
      return reply.code(201).send(ok(request.lang, data ?? {}, form.message));
    },
  );
}
