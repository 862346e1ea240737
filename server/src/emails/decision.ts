import { SUPPORT_EMAIL, type Decision, type Language } from '@velvet/contract';
import { inReadersLanguage, type RenderedEmail } from './layout.ts';

/**
 * A statement of reasons to the advertiser, in her language (Danish and English for accounts made before
 * languages were kept): what is restricted, why, by what means, under which clause (quoted), and how to contest it.
 */
export function decisionEmail(input: {
  name: string;
  statement: (lang: Language) => Omit<Decision, 'appeal'>;
  publicUrl: string;
  lang: Language | null;
}): RenderedEmail {
  return inReadersLanguage(input.lang, (t, lang) => {
    const s = input.statement(lang);
    const restriction = t(`decisions.restriction.${s.restriction}`);
    return {
      subject: t('emails.decision.subject', { reference: s.reference, restriction }),
      paragraphs: [
        t('emails.hello', { name: input.name }),
        t('emails.decision.what', { restriction }),
        t('emails.decision.scope', { scope: s.scope }),
        t('emails.decision.facts', { facts: s.facts }),
        t('emails.decision.means', {
          detected: t(s.automated_detection ? 'decisions.detected_auto' : 'decisions.detected_person'),
          decided: t(s.automated_decision ? 'decisions.decided_auto' : 'decisions.decided_person'),
        }),
        t('emails.decision.ground', { clause: s.clause, text: s.clause_text }),
        [t('emails.decision.redress'), ...s.redress.map((r) => `• ${r}`)].join('\n'),
        t('emails.decision.dashboard', { url: `${input.publicUrl}/dashboard`, support: SUPPORT_EMAIL }),
      ],
    };
  });
}

/** The answer to an appeal, with the operator's reasons. */
export function appealOutcomeEmail(input: {
  name: string;
  reference: string;
  outcome: 'upheld' | 'reversed';
  reason: string;
  publicUrl: string;
  lang: Language | null;
}): RenderedEmail {
  return inReadersLanguage(input.lang, (t) => ({
    subject: t('emails.appeal_outcome.subject', { reference: input.reference }),
    paragraphs: [
      t('emails.hello', { name: input.name }),
      t(`emails.appeal_outcome.${input.outcome}`),
      t('emails.appeal_outcome.reason', { reason: input.reason }),
      t('emails.decision.dashboard', { url: `${input.publicUrl}/dashboard`, support: SUPPORT_EMAIL }),
    ],
  }));
}
