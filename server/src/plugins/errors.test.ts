import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../lib/errors.ts';
import errorsPlugin from './errors.ts';
import languagePlugin from './language.ts';

// The error handler on a real Fastify instance with a few routes that fail in every way a client can cause.
const app = Fastify({ logger: false, bodyLimit: 1024 }).withTypeProvider<ZodTypeProvider>();
beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(languagePlugin);
  await app.register(errorsPlugin);
  app.post(
    '/echo',
    { schema: { body: z.object({ name: z.string().min(1, 'errors.validation'), age: z.number().int() }) } },
    async (request) => ({ status: true, message: 'OK', data: request.body }),
  );
  app.get(
    '/items',
    { schema: { querystring: z.object({ page: z.coerce.number().int().min(1) }) } },
    async () => ({ ok: 1 }),
  );
  app.get('/conflict', async () => {
    throw new AppError('errors.forbidden', 403, {
      errors: { email: ['errors.not_found'] },
      data: { retry_after: 3 },
    });
  });
  app.get('/boom', async () => {
    throw new Error('secret database detail at /srv/db.ts:42');
  });
  await app.ready();
});
afterAll(() => app.close());

/** POSTs `payload` to the echo route, with `headers` besides the defaults. */
const echo = (payload: string | object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/echo', headers, payload });

describe('error envelope', () => {
  it('answers malformed JSON with 400 and the envelope', async () => {
    const res = await echo('{"name":', { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, message: 'The request body is not valid JSON.', data: {} });
  });

  it('answers a wrong content type with 415', async () => {
    const res = await echo('x', { 'content-type': 'application/x-unknown' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ status: false, message: 'Unsupported content type.' });
  });

  it('answers an oversized body with 413', async () => {
    const res = await echo({ name: 'x'.repeat(5000), age: 1 });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: false, message: 'The request is too large.' });
  });

  it('answers body validation with 422 and errors per field, translated', async () => {
    const res = await echo({ name: '', age: 1.5 }, { 'accept-language': 'da' });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.status).toBe(false);
    expect(body.message).toBe('Valideringen mislykkedes.');
    expect(Object.keys(body.errors).sort()).toEqual(['age', 'name']);
    expect(body.errors.name).toEqual(['Valideringen mislykkedes.']);
  });

  it('answers bad query parameters with 400', async () => {
    const res = await app.inject('/items?page=-4');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.page).toHaveLength(1);
  });

  it('maps AppError to its status, message, field errors and data', async () => {
    const res = await app.inject('/conflict');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      status: false,
      message: 'You are not allowed to do this.',
      data: { retry_after: 3 },
      errors: { email: ['Not found.'] },
    });
  });

  it('hides 5xx details and keeps serving', async () => {
    const res = await app.inject('/boom');
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(res.json()).toEqual({
      status: false,
      message: 'An unexpected error occurred. Please try again later.',
      data: {},
    });
    const again = await echo({ name: 'Ada', age: 30 });
    expect(again.statusCode).toBe(200);
  });
});
