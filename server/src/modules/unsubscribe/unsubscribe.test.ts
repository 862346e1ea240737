import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailSuppressions, outbox } from '../../db/schema.ts';
import { layout } from '../../emails/layout.ts';
import { appForFile, readEmail } from '../../../test/helpers.ts';
import { app as smtpApp, smtpUrl, stopAfterEach, until } from '../../../test/outbox-calls.ts';
import { freePort } from '../../../test/server-process.ts';
import { smtpSink } from '../../../test/smtp-sink.ts';

const ctx = appForFile({}, { mailWorker: { pollMs: 20 } });
const db = () => ctx.deps.database.db;
stopAfterEach();

/** An email to someone who is not an account holder, as the features queue theirs. */
const toStranger = (to: string, lang: 'en' | 'da' = 'en') =>
  ctx.deps.mailer.send({
    to,
    template: 'contact_confirm',
    lang,
    toNonAccountHolder: true,
    ...layout(lang, 'A fixed subject', ['A fixed sentence.']),
  });

const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
const unsubscribe = (token: string, lang = 'en') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/unsubscribe?token=${encodeURIComponent(token)}&lang=${lang}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });

describe('the suppression list', () => {
  it('gives every email to a non-account holder a one-click link, in the body and the headers', async () => {
    await toStranger('Linked@Example.dk', 'da');
    const mail = await readEmail(ctx.app, 'linked@example.dk');
    expect(mail!.status).toBe('sent');
    expect(mail!.list_unsubscribe).toMatch(
      /^http:\/\/localhost:3000\/api\/unsubscribe\?token=[\w-]{43}\.[\w-]{22}&lang=da$/,
    );
    expect(mail!.text).toContain(`Skriv aldrig til mig igen: ${mail!.list_unsubscribe}`);
    const [row] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.id, (await lastId())!));
    expect(row!.html).toContain('Skriv aldrig til mig igen</a>');
    // Account mail carries neither.
    await ctx.deps.mailer.send({
      to: 'owner@example.dk',
      template: 'booking',
      lang: 'en',
      ...layout('en', 'Yours', ['Account mail.']),
    });
    const own = await readEmail(ctx.app, 'owner@example.dk');
    expect(own!.list_unsubscribe).toBeNull();
    expect(own!.text).not.toContain('Never email me again');
  });

  it('shows a page with one button in English or Danish; the GET lists nothing', async () => {
    await toStranger('page@example.dk');
    const url = (await readEmail(ctx.app, 'page@example.dk'))!.list_unsubscribe!;
    const path = url.replace('http://localhost:3000', '');
    const en = await ctx.app.inject({ method: 'GET', url: path });
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toContain('text/html');
    expect(en.body).toContain('Press the button and Velvet will never email this address again.');
    expect(en.body).toMatch(
      /<form method="post" action="\/api\/unsubscribe\?token=[^"]+"><input[^>]+><button/,
    );
    expect(en.body).not.toContain('page@example.dk');
    const da = await ctx.app.inject({ method: 'GET', url: path.replace('lang=en', 'lang=da') });
    expect(da.body).toContain('Skriv aldrig til mig igen</button>');
    expect(await db().select().from(emailSuppressions)).toEqual([]);
    const forged = await ctx.app.inject({ method: 'GET', url: `/api/unsubscribe?token=abc.def` });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('This link is not valid.');
  });

  it('one POST lists the address, kept as an HMAC; the outbox then sends it nothing', async () => {
    await toStranger('gone@example.dk');
    const first = (await readEmail(ctx.app, 'gone@example.dk'))!;
    // Queued before the click, delivered after it: not sent either.
    await ctx.deps.mailer.stop();
    await toStranger('GONE@example.dk');
    const res = await unsubscribe(tokenOf(first.list_unsubscribe!), 'da');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Færdig. Velvet skriver ikke til denne adresse igen.');
    ctx.deps.mailer.start({ pollMs: 20 });
    const late = await readEmail(ctx.app, 'GONE@example.dk');
    expect(late!.status).toBe('suppressed');
    // Queued after it: recorded as suppressed at once, never claimed.
    await toStranger('gone@example.dk', 'da');
    const after = await readEmail(ctx.app, 'gone@example.dk');
    expect(after!.status).toBe('suppressed');
    const [row] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.id, (await lastId())!));
    expect(row).toMatchObject({ status: 'suppressed', attempts: 0, sentAt: null });
    const listed = await db().select().from(emailSuppressions);
    expect(listed).toHaveLength(1);
    expect(listed[0]!.addressHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(listed)).not.toContain('gone');
    // Clicking again answers the same: the link tells nobody whether the address was listed.
    const again = await unsubscribe(tokenOf(first.list_unsubscribe!), 'da');
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(res.body);
  });

  it('refuses a forged or altered token and lists nothing', async () => {
    await toStranger('forged@example.dk');
    const token = tokenOf((await readEmail(ctx.app, 'forged@example.dk'))!.list_unsubscribe!);
    const [hash, sig] = token.split('.') as [string, string];
    const other = ctx.deps.emailSuppression.token('someone-else@example.dk').split('.')[0]!;
    const before = await db().select().from(emailSuppressions);
    for (const bad of [`${other}.${sig}`, `${hash}.${'A'.repeat(22)}`, hash, '', 'x'.repeat(200)]) {
      const res = await unsubscribe(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.body).toContain('This link is not valid.');
    }
    expect(await db().select().from(emailSuppressions)).toEqual(before);
  });

  it('sends RFC 8058 List-Unsubscribe and List-Unsubscribe-Post over SMTP', async () => {
    const port = await freePort();
    const sink = smtpSink(port);
    await sink.start();
    const smtp = await smtpApp({ SMTP_URL: smtpUrl(port) }, { pollMs: 20 });
    await smtp.deps.mailer.send({
      to: 'headers@example.dk',
      template: 'contact_confirm',
      lang: 'en',
      toNonAccountHolder: true,
      ...layout('en', 'A fixed subject', ['A fixed sentence.']),
    });
    await smtp.deps.mailer.send({
      to: 'account@example.dk',
      template: 'booking',
      lang: 'en',
      ...layout('en', 'Yours', ['Account mail.']),
    });
    const message = await until('the message', async () => sink.to('headers@example.dk')[0], 5_000);
    const headers = message.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n\s+/g, ' ');
    const url = smtp.deps.emailSuppression.url('headers@example.dk', 'en');
    expect(headers).toContain(`List-Unsubscribe: <${url}>`);
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const own = await until('the account mail', async () => sink.to('account@example.dk')[0], 5_000);
    expect(own.raw.split(/\r?\n\r?\n/)[0]).not.toContain('List-Unsubscribe');
    await sink.stop();
  });
});

async function lastId() {
  const [row] = await db().select({ id: outbox.id }).from(outbox).orderBy(desc(outbox.id)).limit(1);
  return row?.id;
}
