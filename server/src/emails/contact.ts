import { layout, type RenderedEmail } from './layout.ts';

export type ContactEmailInput = { name: string; email: string; service: string; message: string };

/** A home contact form message as support receives it (in English: support's working language). */
export function contactEmail(c: ContactEmailInput): RenderedEmail {
  return layout('en', `Contact form: ${c.service || 'General'} — ${c.name}`, [
    'A visitor sent a message through the contact form on the home page.',
    [`Name: ${c.name}`, `Email: ${c.email}`, `Service: ${c.service || '—'}`].join('\n'),
    c.message ? `Message:\n${c.message}` : 'No message was written.',
    'It is also listed in the back office under contact messages.',
  ]);
}
