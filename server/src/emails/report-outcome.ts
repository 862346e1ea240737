import { SUPPORT_EMAIL } from '@velvet/contract';
import { bilingualLayout, type RenderedEmail } from './layout.ts';

/**
 * The outcome of a report, to the reporter who left an email. Bilingual (Danish first) because we do
 * not keep the reporter's language: reports store as little about the reporter as possible.
 */
export function reportOutcomeEmail(input: {
  receipt: string;
  outcome: 'resolved' | 'dismissed';
  note: string;
  /** Whether automated means found or decided the outcome (the reporter is owed that fact). */
  automated: boolean;
}): RenderedEmail {
  return bilingualLayout((t) => ({
    subject: t('emails.report_outcome.subject', { receipt: input.receipt }),
    paragraphs: [
      t('emails.report_outcome.thanks', { receipt: input.receipt }),
      t(`emails.report_outcome.${input.outcome}`),
      t('emails.report_outcome.note', { note: input.note }),
      t(input.automated ? 'emails.report_outcome.automated' : 'emails.report_outcome.manual'),
      t('emails.report_outcome.more', { support: SUPPORT_EMAIL }),
    ],
  }));
}
