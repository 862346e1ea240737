import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, outbox } from '../../db/schema.ts';
import { issueToken } from '../../lib/tokens.ts';
import { makeAdmin, makeSignedIn } from '../../../test/factories.ts';
import { buildTestApp, type TestContext } from '../../../test/helpers.ts';
import { maskEmail } from './service.ts';

let ctx: TestContext;
let adminHeaders: Record<string, string>;
let adminId: number;
const db = () => ctx.deps.database.db;

beforeAll(async () => {
  // The worker does not run here: rows stay as each test puts them, until a test runs a pass.
  ctx = await buildTestApp({}, { mailWorker: false });
  const admin = await makeAdmin(db());
  adminId = admin.id;
  adminHeaders = { authorization: `Bearer ${await issueToken(db(), admin.id)}` };
});
afterAll(() => ctx?.close());
beforeEach(async () => {
  await db().delete(outbox);
});

type Seed = Partial<typeof outbox.$inferInsert>;
async function seed(values: Seed = {}) {
  const [row] = await db()
    .insert(outbox)
    .values({
      to: 'jonas.hansen@example.dk',
      subject: 'Subject',
      text: 'Body',
      html: '<p>Body</p>',
      template: 'booking',
      lang: 'da',
      ...values,
    })
    .returning();
  return row!;
}

const list = (query = '', headers = adminHeaders) =>
  ctx.app.inject({ method: 'GET', url: `/api/admin/mail${query}`, headers });
const retry = (id: number, headers: Record<string, string> = adminHeaders) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/mail/${id}/retry`, headers });

describe('back-office outbox API', () => {
  it('requires an operator: 401 without a token, 403 for an advertiser', async () => {
    const row = await seed({ status: 'failed' });
    expect((await list('', {})).statusCode).toBe(401);
    expect((await retry(row.id, {})).statusCode).toBe(401);
    const advertiser = await makeSignedIn(db());
    expect((await list('', advertiser.headers)).statusCode).toBe(403);
    expect((await retry(row.id, advertiser.headers)).statusCode).toBe(403);
    expect((await db().select().from(outbox).where(eq(outbox.id, row.id)))[0]!.status).toBe('failed');
  });

  it('lists pending and failed deliveries with the recipient masked, never the body', async () => {
    const pending = await seed({ lastError: 'connect ECONNREFUSED 127.0.0.1:25', attempts: 2 });
    const failed = await seed({ status: 'failed', attempts: 6, lastError: 'Greeting never received' });
    await seed({ status: 'sent', sentAt: new Date(), attempts: 1 });

    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { messages, counts, pagination } = res.json().data;
    expect(counts).toEqual({ pending: 1, failed: 1 });
    expect(pagination).toMatchObject({ page: 1, total: 2, total_pages: 1 });
    expect(messages.map((m: { id: number }) => m.id)).toEqual([failed.id, pending.id]);
    expect(messages[1]).toMatchObject({
      to: 'jo***@example.dk',
      template: 'booking',
      status: 'pending',
      attempts: 2,
      last_error: 'connect ECONNREFUSED 127.0.0.1:25',
      next_attempt_at: expect.any(String),
      sent_at: null,
      retryable: true,
    });
    expect(messages[0]).toMatchObject({ status: 'failed', next_attempt_at: null, retryable: true });
    expect(res.body).not.toContain('jonas.hansen');
    expect(res.body).not.toContain('Body');

    const onlyFailed = (await list('?status=failed')).json().data.messages;
    expect(onlyFailed.map((m: { id: number }) => m.id)).toEqual([failed.id]);
    expect((await list('?status=all')).json().data.pagination.total).toBe(3);
    // An unknown filter falls back to the default view rather than failing.
    expect((await list('?status=nonsense')).json().data.pagination.total).toBe(2);
  });

  it('retries a failed email: queued at once with a fresh schedule, audited, then delivered', async () => {
    const row = await seed({ status: 'failed', attempts: 6, lastError: 'Greeting never received' });
    const res = await retry(row.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('The email is queued and will be sent in a moment.');
    expect(res.json().data.message).toMatchObject({ id: row.id, status: 'pending', attempts: 0 });

    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, 'email.retry'));
    expect(entry).toMatchObject({ actorId: adminId, targetType: 'email', targetId: String(row.id) });
    expect(entry!.before).toMatchObject({
      status: 'failed',
      attempts: 6,
      last_error: 'Greeting never received',
    });
    expect(entry!.after).toMatchObject({ status: 'pending', attempts: 0 });

    // The next pass of the worker (here the dev outbox) delivers it.
    expect(await ctx.deps.mailer.deliverDue()).toBe(1);
    const [after] = await db().select().from(outbox).where(eq(outbox.id, row.id));
    expect(after).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it('refuses to send again an email already sent, or a failed code email, and knows no unknown id', async () => {
    const sent = await seed({ status: 'sent', sentAt: new Date() });
    const res = await retry(sent.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: false, message: 'This email has already been sent.' });

    const code = await seed({ status: 'failed', template: 'otp-0', carriesCode: true });
    expect((await list()).json().data.messages[0]).toMatchObject({ id: code.id, retryable: false });
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/mail/${code.id}/retry`,
      headers: { ...adminHeaders, 'accept-language': 'da' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Denne e-mail indeholdt en engangskode, der er udløbet. Brugeren kan bede om en ny kode.',
    );
    expect((await retry(2_000_000_000)).statusCode).toBe(404);
    expect((await retry(0)).statusCode).toBe(400);
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'email.retry'))).toHaveLength(1);
  });
});

describe('maskEmail', () => {
  it('shows the start of the address and the whole domain', () => {
    expect(maskEmail('jonas.hansen@example.dk')).toBe('jo***@example.dk');
    expect(maskEmail('ab@example.dk')).toBe('a***@example.dk');
    expect(maskEmail('no-at-sign')).toBe('***');
  });
});
