import { SUPPORT_EMAIL, type contactBody } from '@velvet/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { contactEmail } from '../../emails/contact.ts';
import { insertContactMessage } from './repo.ts';

type ContactMessage = z.output<typeof contactBody>;

/** The home contact form: kept for the back office and mailed to support. */
export async function sendContactMessage(
  deps: Pick<AppDeps, 'database' | 'mailer'>,
  body: ContactMessage,
): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    await insertContactMessage(tx, body);
    await deps.mailer.enqueue(tx, {
      ...contactEmail(body),
      to: SUPPORT_EMAIL,
      template: 'contact',
      lang: 'en',
    });
  });
  deps.mailer.wake();
}
