import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emergencyContactRequests, outbox } from '../../db/schema.ts';
import { accountCalls, appForFile, readEmail } from '../../../test/helpers.ts';
import { makeNewcomer, makeSignedIn } from '../../../test/factories.ts';
import { runsOutIn, withConfirmedContact } from '../../../test/check-ins.ts';
import { sweepCheckIns } from './service.ts';

/**
 * The emergency contact must not be a way to email strangers: only a public (verified, paid) advert
 * names one, a few confirmation emails a day per account and one a week per address whoever asks, and
 * the email carries nothing the sender wrote.
 */
const ctx = appForFile({}, { mailWorker: { pollMs: 20 } });
const db = () => ctx.deps.database.db;

const name = (headers: Record<string, string>, email: string, lang = 'en', extra: object = {}) =>
  accountCalls(ctx, '/api/account/emergency-contact')(
    'POST',
    headers,
    { name: 'WIN 1000 EUR at http://spam.example', email, language: 'da', ...extra },
    lang,
  );

const queuedTo = (to: string) => db().select().from(outbox).where(eq(outbox.to, to));

describe('naming an emergency contact', () => {
  it('is refused to an advert that is not verified, paid and public, in both languages; nothing is sent', async () => {
    const unpaid = await makeNewcomer(db());
    const unverified = await makeSignedIn(db(), { emailVerifiedAt: null });
    const suspended = await makeSignedIn(db(), { suspendedAt: new Date() });
    for (const [who, lang] of [
      [unpaid, 'en'],
      [unverified, 'da'],
      [suspended, 'en'],
    ] as const) {
      const res = await name(who.headers, 'victim@example.dk', lang);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toBe(
        lang === 'da'
          ? 'Kun en bekræftet og betalt annonce kan vælge en nødkontakt. Bekræft din e-mail og betal velkomstpakken først.'
          : 'Only a verified, paid advert can name an emergency contact. Verify your email and pay the welcome package first.',
      );
    }
    expect(await queuedTo('victim@example.dk')).toEqual([]);
  });

  it('sends at most 3 confirmation emails per account a day: the 4th is refused and nothing queued', async () => {
    const who = await makeSignedIn(db());
    for (let i = 1; i <= 3; i++)
      expect((await name(who.headers, `daily${i}@example.dk`)).statusCode).toBe(200);
    const fourth = await name(who.headers, 'daily4@example.dk', 'da');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe('Du har sendt 3 bekræftelsesmails i dag. Prøv igen i morgen.');
    const en = await name(who.headers, 'daily4@example.dk', 'en');
    expect(en.json().message).toBe('You have sent 3 confirmation emails today. Try again tomorrow.');
    expect(await queuedTo('daily4@example.dk')).toEqual([]);
    // The contact saved is still the third: a refused change changes nothing.
    const state = await accountCalls(ctx, '/api/account/check-in')('GET', who.headers);
    expect(state.json().data.contact.email).toBe('daily3@example.dk');
    // A day later the account may ask again.
    await db()
      .update(emergencyContactRequests)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(emergencyContactRequests.advertiserId, who.account.id));
    expect((await name(who.headers, 'daily4@example.dk')).statusCode).toBe(200);
  });

  it('emails one address at most once a week, whichever account asks', async () => {
    const first = await makeSignedIn(db());
    const second = await makeSignedIn(db());
    expect((await name(first.headers, 'weekly@example.dk')).statusCode).toBe(200);
    const again = await name(first.headers, 'Weekly@Example.dk');
    expect(again.statusCode).toBe(429);
    const other = await name(second.headers, 'weekly@example.dk', 'da');
    expect(other.statusCode).toBe(429);
    expect(other.json().message).toBe(
      'Denne adresse har fået en bekræftelsesmail for nylig. Bed modtageren bruge linket i den, eller prøv igen om en uge.',
    );
    const en = await name(second.headers, 'weekly@example.dk');
    expect(en.json().message).toBe(
      'This address had a confirmation email recently. Ask them to use the link in it, or try again in a week.',
    );
    expect(await queuedTo('weekly@example.dk')).toHaveLength(1);
    // The list of requests keeps the address's HMAC, not the address.
    const kept = await db().select().from(emergencyContactRequests);
    expect(JSON.stringify(kept)).not.toContain('weekly');
    await db()
      .update(emergencyContactRequests)
      .set({ createdAt: sql`now() - interval '8 days'` })
      .where(eq(emergencyContactRequests.advertiserId, first.account.id));
    expect((await name(second.headers, 'weekly@example.dk')).statusCode).toBe(200);
  });

  it('emails a fixed text in the contact language: no advert name, no contact name, a confirm and an unsubscribe link', async () => {
    const who = await makeSignedIn(db(), { name: 'Cheap pills http://spam.example' });
    expect((await name(who.headers, 'fixed@example.dk')).statusCode).toBe(200);
    const [row] = await queuedTo('fixed@example.dk');
    for (const part of [row!.subject, row!.text, row!.html])
      for (const chosen of ['spam.example', 'WIN', 'Cheap', '1000']) expect(part).not.toContain(chosen);
    expect(row!.subject).toBe('En annoncør på Velvet har valgt dig som nødkontakt');
    expect(row!.text).toContain(
      'En annoncør på Velvet har valgt dig som sin nødkontakt ved tjek-ind: hvis annoncøren ikke tjekker ind til tiden, skriver vi til dig.',
    );
    expect(row!.text).toMatch(
      /Bekræft med dette link: http:\/\/localhost:3000\/emergency-contact\?token=[\w-]+/,
    );
    expect(row!.listUnsubscribe).toMatch(/\/api\/unsubscribe\?token=/);
    expect(row!.text).toContain(`Skriv aldrig til mig igen: ${row!.listUnsubscribe}`);
  });

  it('renaming a confirmed contact sends nothing and keeps it confirmed', async () => {
    const who = await withConfirmedContact(ctx.app, db(), 'renamed@example.dk', 'en');
    const res = await name(who.headers, 'renamed@example.dk', 'en', { name: 'Tine H.', language: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.contact).toMatchObject({ name: 'Tine H.', confirmed: true });
    expect(await queuedTo('renamed@example.dk')).toHaveLength(1);
  });

  it('after one click on "never email me again" the contact is sent nothing, not even an alert', async () => {
    const who = await withConfirmedContact(ctx.app, db(), 'optout@example.dk', 'en');
    const confirm = await readEmail(ctx.app, 'optout@example.dk');
    const url = new URL(confirm!.list_unsubscribe!);
    const click = await ctx.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(click.statusCode).toBe(200);
    await accountCalls(ctx, '/api/account/check-in')('POST', who.headers, { minutes: 15, note: 'x' });
    await runsOutIn(db(), who.account.id, -1);
    expect(await sweepCheckIns(ctx.deps)).toMatchObject({ fired: 1 });
    const alert = await readEmail(ctx.app, 'optout@example.dk');
    expect(alert).toMatchObject({ template: 'check_in_alert', status: 'suppressed' });
  });

  it('alerts only a confirmed contact: a contact changed during a check-in is not alerted', async () => {
    const who = await withConfirmedContact(ctx.app, db(), 'before@example.dk', 'en');
    await accountCalls(ctx, '/api/account/check-in')('POST', who.headers, { minutes: 15, note: 'Room 9' });
    expect((await name(who.headers, 'after@example.dk')).statusCode).toBe(200);
    await runsOutIn(db(), who.account.id, -1);
    expect(await sweepCheckIns(ctx.deps)).toMatchObject({ fired: 1 });
    const alerts = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, 'check_in_alert')));
    expect(alerts.filter((a) => ['before@example.dk', 'after@example.dk'].includes(a.to))).toEqual([]);
  });
});
