import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { checkIns, outbox } from '../src/db/schema.ts';
import type { Db } from '../src/db/client.ts';
import { makeSignedIn } from './factories.ts';
import { accountCalls, type Instance } from './helpers.ts';

/** The check-in tests and the outbox's share these: a confirmed contact and a clock that moved on. */

/** The clock moved on: the check-in runs out `minutes` from now (negative: that long ago). */
export async function runsOutIn(database: Db, advertiserId: number, minutes: number) {
  await database
    .update(checkIns)
    .set({ dueAt: sql`now() + make_interval(mins => ${minutes})` })
    .where(eq(checkIns.advertiserId, advertiserId));
}

/** An advertiser whose contact confirmed by the emailed link, as the contact would. */
export async function withConfirmedContact(
  app: Instance['app'],
  database: Db,
  contactEmail: string,
  language: 'en' | 'da',
) {
  const who = await makeSignedIn(database, { name: `Safe ${contactEmail.split('@')[0]}` });
  const set = await accountCalls({ app }, '/api/account/emergency-contact')('POST', who.headers, {
    name: 'Trusted Tine',
    email: contactEmail,
    language,
  });
  expect(set.statusCode, set.body).toBe(200);
  const [mail] = await database
    .select({ text: outbox.text })
    .from(outbox)
    .where(and(eq(outbox.to, contactEmail), eq(outbox.template, 'contact_confirm')));
  const token = /token=([\w-]+)/.exec(mail!.text)![1]!;
  const confirmed = await accountCalls({ app }, '/api/emergency-contact/confirm')('POST', {}, { token });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return who;
}
