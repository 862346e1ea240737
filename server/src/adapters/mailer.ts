import nodemailer from 'nodemailer';
import { desc, eq } from 'drizzle-orm';
import type { Language } from '@velvet/contract';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import type { RenderedEmail } from '../emails/layout.ts';

export type OutgoingEmail = RenderedEmail & { to: string; template: string; lang: Language };

export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
  close(): Promise<void>;
}

type Logger = { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

/**
 * Every email is written to the outbox table first (the record the dev outbox and operators read),
 * then delivered: over SMTP when `SMTP_URL` is set, otherwise printed to the console (dev outbox).
 * Delivery failures are recorded on the row and logged, never thrown at the caller: a visitor's
 * booking is not lost because the mail server hiccupped.
 */
export function createMailer(options: {
  db: Db;
  smtpUrl?: string | undefined;
  from: string;
  logger: Logger;
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(email) {
      const [row] = await options.db
        .insert(outbox)
        .values({
          to: email.to,
          subject: email.subject,
          text: email.text,
          html: email.html,
          template: email.template,
          lang: email.lang,
        })
        .returning({ id: outbox.id });
      try {
        if (transport) {
          await transport.sendMail({
            from: options.from,
            to: email.to,
            subject: email.subject,
            text: email.text,
            html: email.html,
          });
        } else {
          // Dev outbox: the whole text goes to the console so a developer can read one-time codes.
          console.log(`\n──── dev outbox: to ${email.to} — ${email.subject}\n${email.text}\n────\n`);
        }
        await options.db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row!.id));
      } catch (error) {
        options.logger.error(
          { err: error, outboxId: row!.id, template: email.template },
          'email delivery failed',
        );
        await options.db
          .update(outbox)
          .set({ error: String(error) })
          .where(eq(outbox.id, row!.id));
      }
    },
    async close() {
      transport?.close();
    },
  };
}

export async function listOutbox(db: Db, limit = 100) {
  return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
}
