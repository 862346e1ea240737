import { emailText, layout, type RenderedEmail } from './layout.ts';

export type ContactEmailInput = { name: string; email: string; service: string; message: string };

/** A home contact form message as support receives it (in English: support's working language). */
export function contactEmail(c: ContactEmailInput): RenderedEmail {
  const t = emailText('en');
  return layout(
    'en',
    t('emails.contact.subject', { service: c.service || t('emails.contact.general'), name: c.name }),
    [
      t('emails.contact.intro'),
      t('emails.contact.fields', { name: c.name, email: c.email, service: c.service || '—' }),
      c.message ? t('emails.contact.message', { message: c.message }) : t('emails.contact.no_message'),
      t('emails.contact.listed'),
    ],
  );
}
