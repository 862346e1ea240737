import { randomBytes } from 'node:crypto';
import {
  CHECK_IN_REMINDER_MINUTES,
  type CheckInData,
  type EmergencyContactBody,
  type Language,
} from '@velvet/contract';
import type { AppDeps } from '../../deps.ts';
import { checkInAlertEmail, checkInReminderEmail, contactConfirmEmail } from '../../emails/check-in.ts';
import { writeAudit } from '../../lib/audit.ts';
import { AppError } from '../../lib/errors.ts';
import { hashToken } from '../../lib/tokens.ts';
import * as repo from './repo.ts';

type Deps = Pick<AppDeps, 'database' | 'mailer' | 'config' | 'emailSuppression'>;

const notAnAdvert = () => new AppError('tools.pause.not_an_advert', 404);

/**
 * Confirmation emails go to people who never asked us for anything: an account sends at most 3 a day,
 * and an address gets at most 1 a week, whichever account asks.
 */
const CONTACT_EMAILS_PER_ACCOUNT_PER_DAY = 3;
const ADDRESS_WEEK_HOURS = 7 * 24;

async function advertOf(deps: Deps, advertiserId: number) {
  const account = await repo.accountOf(deps.database.db, advertiserId);
  if (!account || account.role !== 'advertiser') throw notAnAdvert();
  return account;
}

export async function checkInState(deps: Deps, advertiserId: number): Promise<CheckInData> {
  await advertOf(deps, advertiserId);
  const [contact, running] = await Promise.all([
    repo.contactOf(deps.database.db, advertiserId),
    repo.checkInOf(deps.database.db, advertiserId),
  ]);
  return {
    contact: contact
      ? {
          name: contact.name,
          email: contact.email,
          language: contact.lang,
          confirmed: contact.confirmedAt !== null,
        }
      : null,
    check_in: running
      ? {
          due_at: running.dueAt.toISOString(),
          fired_at: running.firedAt ? running.firedAt.toISOString() : null,
        }
      : null,
  };
}

/**
 * Names the emergency contact and emails them the link to confirm (in their language); until they follow
 * it no check-in can start. Changing the contact's address asks the new one again; a new name or language
 * for the confirmed one sends nothing. Only a verified, paid advert may name one, within the caps above.
 */
export async function setContact(
  deps: Deps,
  advertiserId: number,
  body: EmergencyContactBody & { email: string },
  lang: Language,
): Promise<CheckInData> {
  const account = await advertOf(deps, advertiserId);
  if (!account.listed) throw new AppError('tools.contact.advert_required', 403);
  const token = randomBytes(24).toString('base64url');
  const language = body.language ?? lang;
  const link = `${deps.config.publicUrl}/emergency-contact?token=${token}`;
  const addressHash = deps.emailSuppression.hash(body.email);
  const sent = await deps.database.db.transaction(async (tx) => {
    const current = await repo.contactOf(tx, advertiserId);
    if (current?.confirmedAt && current.email === body.email) {
      await repo.renameContact(tx, advertiserId, { name: body.name, lang: language });
      return false;
    }
    const recent = await repo.recentRequests(tx, {
      advertiserId,
      addressHash,
      accountHours: 24,
      addressHours: ADDRESS_WEEK_HOURS,
    });
    if (recent.byAccount >= CONTACT_EMAILS_PER_ACCOUNT_PER_DAY)
      throw new AppError('tools.contact.account_daily_cap', 429, {
        vars: { count: CONTACT_EMAILS_PER_ACCOUNT_PER_DAY },
      });
    if (recent.toAddress > 0) throw new AppError('tools.contact.recipient_weekly_cap', 429);
    await repo.recordRequest(tx, { advertiserId, addressHash, keepHours: ADDRESS_WEEK_HOURS });
    await repo.saveContact(tx, {
      advertiserId,
      name: body.name,
      email: body.email,
      lang: language,
      tokenHash: hashToken(token),
    });
    await deps.mailer.enqueue(tx, {
      to: body.email,
      template: 'contact_confirm',
      lang: language,
      toNonAccountHolder: true,
      ...contactConfirmEmail(language, { link }),
    });
    return true;
  });
  if (sent) deps.mailer.wake();
  return checkInState(deps, advertiserId);
}

export async function removeContact(deps: Deps, advertiserId: number): Promise<CheckInData> {
  await advertOf(deps, advertiserId);
  await repo.deleteContact(deps.database.db, advertiserId);
  return checkInState(deps, advertiserId);
}

export async function confirmContact(deps: Deps, token: string): Promise<void> {
  if (!(await repo.confirmContact(deps.database.db, hashToken(token))))
    throw new AppError('tools.contact.link_invalid', 400, {
      errors: { token: ['tools.contact.link_invalid'] },
    });
}

export async function startCheckIn(
  deps: Deps,
  advertiserId: number,
  body: { minutes: number; note: string },
): Promise<CheckInData> {
  await advertOf(deps, advertiserId);
  await deps.database.db.transaction(async (tx) => {
    const contact = await repo.contactOf(tx, advertiserId);
    if (!contact?.confirmedAt)
      throw new AppError('errors.validation', 422, {
        errors: { emergency_contact: ['tools.check_in.contact_unconfirmed'] },
      });
    await repo.startCheckIn(tx, advertiserId, body.minutes, body.note);
  });
  return checkInState(deps, advertiserId);
}

export async function endCheckIn(deps: Deps, advertiserId: number): Promise<CheckInData> {
  await advertOf(deps, advertiserId);
  await repo.endCheckIn(deps.database.db, advertiserId);
  return checkInState(deps, advertiserId);
}

/**
 * One pass over the check-ins: reminds the advertisers whose check-in runs out within 10 minutes, and
 * alerts the contacts of those that ran out. Each claim is a row update in the transaction that writes the
 * email to the outbox, so with several instances every reminder and alert goes out once. The audit log
 * records that a check-in fired, never its note.
 */
export async function sweepCheckIns(
  deps: Pick<AppDeps, 'database' | 'mailer'>,
): Promise<{ fired: number; reminded: number }> {
  const { db } = deps.database;
  const reminded = await db.transaction(async (tx) => {
    const due = await repo.claimReminders(tx, CHECK_IN_REMINDER_MINUTES);
    for (const row of due) {
      const account = await repo.accountOf(tx, row.advertiserId);
      if (!account) continue;
      await deps.mailer.enqueue(tx, {
        to: account.email,
        template: 'check_in_reminder',
        lang: 'da',
        ...checkInReminderEmail({ advertName: account.name, dueAt: row.dueAt }),
      });
    }
    return due.length;
  });
  const fired = await db.transaction(async (tx) => {
    const runOut = await repo.claimRunOut(tx);
    for (const row of runOut) {
      const [account, contact] = await Promise.all([
        repo.accountOf(tx, row.advertiserId),
        repo.contactOf(tx, row.advertiserId),
      ]);
      if (contact?.confirmedAt)
        await deps.mailer.enqueue(tx, {
          to: contact.email,
          template: 'check_in_alert',
          lang: contact.lang,
          toNonAccountHolder: true,
          // The note leaves with this email and is not kept: the body is blanked once delivered.
          privateBody: true,
          ...checkInAlertEmail(contact.lang, {
            advertName: account?.name ?? '',
            dueAt: row.dueAt,
            note: row.note,
          }),
        });
      await writeAudit(tx, {
        actorId: null,
        action: 'check_in.fire',
        targetType: 'advert',
        targetId: row.advertiserId,
        after: { due_at: row.dueAt, contact_alerted: Boolean(contact?.confirmedAt) },
      });
    }
    return runOut.length;
  });
  if (reminded || fired) deps.mailer.wake();
  return { fired, reminded };
}
