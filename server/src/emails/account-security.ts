import { SUPPORT_EMAIL } from '@velvet/contract';
import { formatDayTime } from './format.ts';
import { bilingualLayout, type RenderedEmail } from './layout.ts';

/**
 * What changed on an account's sign-in, told to its owner. Accounts carry no language, so, as the
 * moderation emails, these are written in Danish and English, Danish first.
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

export function securityNoticeEmail(kind: SecurityNotice, input: SecurityNoticeInput): RenderedEmail {
  return bilingualLayout((t, lang) => ({
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
  }));
}
