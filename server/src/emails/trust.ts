import { SUPPORT_EMAIL } from '@velvet/contract';
import { layout, type RenderedEmail } from './layout.ts';

/*
 * Decisions on photo verification and on review before publishing. Accounts carry no language, so, as
 * the other moderation emails, these are written in Danish and English, Danish first.
 */

const footer = 'Denne e-mail er sendt af Velvet. / This email was sent by Velvet.';

type Input = { name: string; publicUrl: string };

export function photosVerifiedEmail(input: Input): RenderedEmail {
  return layout(
    'da',
    'Dine billeder er verificerede / Your photos are verified',
    [
      `Hej ${input.name},`,
      'Vi har sammenlignet dit billede med din annonce. Din annonce viser nu mærket "Verificerede billeder".',
      'Tilføjer eller udskifter du billeder, fjernes mærket, indtil vi har set på dem igen.',
      '— English —',
      `Hello ${input.name},`,
      'We have compared your photo with your advert. Your advert now shows the "Verified photos" badge.',
      'If you add or replace photos, the badge is removed until we have looked at them again.',
    ],
    footer,
  );
}

export function photosRejectedEmail(input: Input & { reason: string }): RenderedEmail {
  return layout(
    'da',
    'Dine billeder kunne ikke verificeres / Your photos could not be verified',
    [
      `Hej ${input.name},`,
      'Vi kunne ikke bekræfte, at billederne i din annonce er af dig.',
      `Begrundelse: ${input.reason}`,
      `Du kan bede om et nyt ord og sende et nyt billede på ${input.publicUrl}/dashboard. Spørgsmål? Skriv til ${SUPPORT_EMAIL}.`,
      '— English —',
      `Hello ${input.name},`,
      'We could not confirm that the photos in your advert are of you.',
      `Reason: ${input.reason}`,
      `You can ask for a new word and send a new photo at ${input.publicUrl}/dashboard. Questions? Write to ${SUPPORT_EMAIL}.`,
    ],
    footer,
  );
}

export function reviewApprovedEmail(input: Input & { held: boolean }): RenderedEmail {
  return layout(
    'da',
    'Din annonce er godkendt / Your advert is approved',
    [
      `Hej ${input.name},`,
      input.held
        ? `En moderator har godkendt din annonce og dine billeder. De vises nu på ${input.publicUrl}.`
        : 'En moderator har gennemgået og godkendt din annonce og dine billeder.',
      '— English —',
      `Hello ${input.name},`,
      input.held
        ? `An operator has approved your advert and your photos. They are now shown on ${input.publicUrl}.`
        : 'An operator has reviewed and approved your advert and your photos.',
    ],
    footer,
  );
}

export function reviewRejectedEmail(input: Input & { reason: string }): RenderedEmail {
  return layout(
    'da',
    'Din annonce er ikke godkendt / Your advert was not approved',
    [
      `Hej ${input.name},`,
      'En moderator har gennemgået din annonce og kan ikke godkende den, som den er. Den vises ikke på Velvet.',
      `Begrundelse: ${input.reason}`,
      `Ret din annonce på ${input.publicUrl}/dashboard; når du gemmer, ser vi på den igen. Spørgsmål? Skriv til ${SUPPORT_EMAIL}.`,
      '— English —',
      `Hello ${input.name},`,
      'An operator has reviewed your advert and cannot approve it as it is. It is not shown on Velvet.',
      `Reason: ${input.reason}`,
      `Fix your advert at ${input.publicUrl}/dashboard; once you save it, we will look at it again. Questions? Write to ${SUPPORT_EMAIL}.`,
    ],
    footer,
  );
}
