import { SUPPORT_EMAIL } from '@velvet/contract';
import { layout, type RenderedEmail } from './layout.ts';

/*
 * We do not know which language an advertiser reads (accounts carry none), so moderation emails
 * are written in Danish and English, Danish first: the site serves Denmark.
 */

export function suspensionEmail(input: { name: string; reason: string; publicUrl: string }): RenderedEmail {
  return layout(
    'da',
    'Din annonce på Velvet er suspenderet / Your advert on Velvet is suspended',
    [
      `Hej ${input.name},`,
      'Vi har midlertidigt suspenderet din annonce. Den vises ikke længere på Velvet.',
      `Begrundelse: ${input.reason}`,
      `Du kan stadig logge ind og rette din annonce på ${input.publicUrl}/dashboard. Er du uenig i afgørelsen, eller har du rettet problemet, så svar på denne e-mail eller skriv til ${SUPPORT_EMAIL}, så ser vi på sagen igen.`,
      '— English —',
      `Hello ${input.name},`,
      'We have suspended your advert for now. It is no longer shown on Velvet.',
      `Reason: ${input.reason}`,
      `You can still sign in and fix your advert at ${input.publicUrl}/dashboard. If you disagree with this decision, or once you have fixed the problem, reply to this email or write to ${SUPPORT_EMAIL} and we will review it again.`,
    ],
    'Denne e-mail er sendt af Velvet. / This email was sent by Velvet.',
  );
}

export function restoredEmail(input: { name: string; publicUrl: string }): RenderedEmail {
  return layout(
    'da',
    'Din annonce på Velvet er synlig igen / Your advert on Velvet is visible again',
    [
      `Hej ${input.name},`,
      `Vi har ophævet suspenderingen af din annonce. Den vises igen på ${input.publicUrl}.`,
      '— English —',
      `Hello ${input.name},`,
      `We have lifted the suspension of your advert. It is shown again on ${input.publicUrl}.`,
    ],
    'Denne e-mail er sendt af Velvet. / This email was sent by Velvet.',
  );
}
