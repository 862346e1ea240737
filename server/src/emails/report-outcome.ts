import { SUPPORT_EMAIL } from '@velvet/contract';
import { layout, type RenderedEmail } from './layout.ts';

/**
 * The outcome of a report, to the reporter who left an email. Bilingual (Danish first) because we do
 * not keep the reporter's language: reports store as little about the reporter as possible.
 */
export function reportOutcomeEmail(input: {
  receipt: string;
  outcome: 'resolved' | 'dismissed';
  note: string;
}): RenderedEmail {
  const da =
    input.outcome === 'resolved'
      ? 'Vi har gennemgået din anmeldelse og grebet ind over for annoncen.'
      : 'Vi har gennemgået din anmeldelse, men fandt ikke grundlag for at gribe ind over for annoncen.';
  const en =
    input.outcome === 'resolved'
      ? 'We have reviewed your report and acted on the advert.'
      : 'We have reviewed your report but found no grounds to act on the advert.';
  return layout(
    'da',
    `Din anmeldelse ${input.receipt} / Your report ${input.receipt}`,
    [
      `Tak for din anmeldelse (${input.receipt}).`,
      da,
      `Note fra vores moderator: ${input.note}`,
      `Har du flere oplysninger, så skriv til ${SUPPORT_EMAIL} og oplys referencen.`,
      '— English —',
      `Thank you for your report (${input.receipt}).`,
      en,
      `Note from our moderator: ${input.note}`,
      `If you have more information, write to ${SUPPORT_EMAIL} and quote the reference.`,
    ],
    'Denne e-mail er sendt af Velvet. / This email was sent by Velvet.',
  );
}
