import { OTP_TTL_SECONDS, type Language } from '@velvet/contract';
import { emailText, layout, type RenderedEmail } from './layout.ts';

/** Purpose of a one-time code: 0 confirms the email of a new registration, 1 resets the password. */
export type OtpPurpose = 0 | 1;

/** The email carrying a one-time code, in the language of the request that asked for it. */
export function otpEmail(lang: Language, purpose: OtpPurpose, code: string): RenderedEmail {
  const t = emailText(lang);
  return layout(lang, t(`emails.otp.subject_${purpose}`), [
    t(`emails.otp.intro_${purpose}`),
    code,
    t('emails.otp.validity', { minutes: OTP_TTL_SECONDS / 60 }),
    t('emails.otp.ignore'),
  ]);
}
