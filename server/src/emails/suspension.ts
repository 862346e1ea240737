import { SUPPORT_EMAIL } from '@velvet/contract';
import { bilingualLayout, type RenderedEmail } from './layout.ts';

/*
 * We do not know which language an advertiser reads (accounts carry none), so moderation emails
 * are written in Danish and English, Danish first: the site serves Denmark.
 */

export function suspensionEmail(input: { name: string; reason: string; publicUrl: string }): RenderedEmail {
  return bilingualLayout((t) => ({
    subject: t('emails.suspension.subject'),
    paragraphs: [
      t('emails.hello', { name: input.name }),
      t('emails.suspension.what'),
      t('emails.suspension.reason', { reason: input.reason }),
      t('emails.suspension.next', { url: input.publicUrl, support: SUPPORT_EMAIL }),
    ],
  }));
}

export function restoredEmail(input: { name: string; publicUrl: string }): RenderedEmail {
  return bilingualLayout((t) => ({
    subject: t('emails.restored.subject'),
    paragraphs: [
      t('emails.hello', { name: input.name }),
      t('emails.restored.what', { url: input.publicUrl }),
    ],
  }));
}
