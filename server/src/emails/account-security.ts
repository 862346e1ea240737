import { SUPPORT_EMAIL, type Language } from '@velvet/contract';
import { formatDayTime } from './format.ts';
import { bilingualLayout, emailText, layout, type EmailText, type RenderedEmail } from './layout.ts';

/**
 * What changed on an account's sign-in, told to its owner, in the language the account was made in; an
 * account from before that was kept gets both, Danish first, as the moderation emails.
 */
export type SecurityNotice =
  | 'passkey_added'
  | 'passkey_removed'
  | 'totp_enabled'
  | 'totp_disabled'
  | 'password_changed'
  | 'password_reset'
  | 'new_sign_in';

export type SecurityNoticeInput = {
  name: string;
  publicUrl: string;
  at: Date;
  /** The device summary of the session that made the change ("Chrome 131 · Linux"). */
  browser: string | null;
  /** The passkey's name, for the passkey notices. */
  passkey?: string;
};

export function securityNoticeEmail(
  kind: SecurityNotice,
  input: SecurityNoticeInput,
  lang: Language | null = null,
): RenderedEmail {
  if (lang) {
    const { subject, paragraphs } = notice(kind, input, emailText(lang), lang);
    return layout(lang, subject, paragraphs);
  }
  return bilingualLayout((t, language) => notice(kind, input, t, language));
}

function notice(kind: SecurityNotice, input: SecurityNoticeInput, t: EmailText, lang: Language) {
  return {
    subject: t(`emails.security.subject_${kind}`),
    paragraphs: [
      t('emails.hello', { name: input.name }),
      t(`emails.security.what_${kind}`, { passkey: input.passkey ?? '' }),
      t('emails.security.details', {
        when: formatDayTime(lang === 'da' ? 'da-DK' : 'en-GB', input.at),
        browser: input.browser ?? t('emails.security.unknown_browser'),
      }),
      t('emails.security.review', { url: input.publicUrl }),
      t('emails.security.not_you', { url: input.publicUrl, support: SUPPORT_EMAIL }),
    ],
  };
}
