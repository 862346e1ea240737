import { SUPPORT_EMAIL } from '@velvet/contract';
import { layout, type RenderedEmail } from './layout.ts';

/*
 * Decisions on photo verification and on review before publishing. Accounts carry no language, so, as
 * the other moderation emails, these are written in Danish and English, Danish first.
 */

const footer = 'Denne e-mail er sendt af Velvet. / This email was sent by Velvet.';

type Input = { name: string; publicUrl: string };

/** A decision email: the Danish lines, then the English ones, each greeting the advertiser by name. */
const bilingual = (input: Input, subject: string, da: string[], en: string[]): RenderedEmail =>
  layout('da', subject, [`Hej ${input.name},`, ...da, '— English —', `Hello ${input.name},`, ...en], footer);

/** A rejection: what was decided, then the operator's reason, then what the advertiser can do next. */
const rejection = (
  input: Input & { reason: string },
  subject: string,
  [daDecision, daNext]: [string, string],
  [enDecision, enNext]: [string, string],
): RenderedEmail =>
  bilingual(
    input,
    subject,
    [daDecision, `Begrundelse: ${input.reason}`, daNext],
    [enDecision, `Reason: ${input.reason}`, enNext],
  );

export function photosVerifiedEmail(input: Input): RenderedEmail {
  return bilingual(
    input,
    'Dine billeder er verificerede / Your photos are verified',
    [
      'Vi har sammenlignet dit billede med din annonce. Din annonce viser nu mærket "Verificerede billeder".',
      'Tilføjer eller udskifter du billeder, fjernes mærket, indtil vi har set på dem igen.',
    ],
    [
      'We have compared your photo with your advert. Your advert now shows the "Verified photos" badge.',
      'If you add or replace photos, the badge is removed until we have looked at them again.',
    ],
  );
}

export function photosRejectedEmail(input: Input & { reason: string }): RenderedEmail {
  return rejection(
    input,
    'Dine billeder kunne ikke verificeres / Your photos could not be verified',
    [
      'Vi kunne ikke bekræfte, at billederne i din annonce er af dig.',
      `Du kan bede om et nyt ord og sende et nyt billede på ${input.publicUrl}/dashboard. Spørgsmål? Skriv til ${SUPPORT_EMAIL}.`,
    ],
    [
      'We could not confirm that the photos in your advert are of you.',
      `You can ask for a new word and send a new photo at ${input.publicUrl}/dashboard. Questions? Write to ${SUPPORT_EMAIL}.`,
    ],
  );
}

export function reviewApprovedEmail(input: Input & { held: boolean }): RenderedEmail {
  return bilingual(
    input,
    'Din annonce er godkendt / Your advert is approved',
    [
      input.held
        ? `En moderator har godkendt din annonce og dine billeder. De vises nu på ${input.publicUrl}.`
        : 'En moderator har gennemgået og godkendt din annonce og dine billeder.',
    ],
    [
      input.held
        ? `An operator has approved your advert and your photos. They are now shown on ${input.publicUrl}.`
        : 'An operator has reviewed and approved your advert and your photos.',
    ],
  );
}

export function reviewRejectedEmail(input: Input & { reason: string }): RenderedEmail {
  return rejection(
    input,
    'Din annonce er ikke godkendt / Your advert was not approved',
    [
      'En moderator har gennemgået din annonce og kan ikke godkende den, som den er. Den vises ikke på Velvet.',
      `Ret din annonce på ${input.publicUrl}/dashboard; når du gemmer, ser vi på den igen. Spørgsmål? Skriv til ${SUPPORT_EMAIL}.`,
    ],
    [
      'An operator has reviewed your advert and cannot approve it as it is. It is not shown on Velvet.',
      `Fix your advert at ${input.publicUrl}/dashboard; once you save it, we will look at it again. Questions? Write to ${SUPPORT_EMAIL}.`,
    ],
  );
}
