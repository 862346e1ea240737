import { OTP_TTL_SECONDS, type Language } from '@velvet/contract';
import { layout, type RenderedEmail } from './layout.ts';

/** Purpose of a one-time code: 0 confirms the email of a new registration, 1 resets the password (SPEC §7). */
export type OtpPurpose = 0 | 1;

const minutes = OTP_TTL_SECONDS / 60;

const TEXTS = {
  en: {
    0: {
      subject: 'Your Velvet verification code',
      intro: 'Welcome to Velvet. Use this code to confirm your email address:',
    },
    1: {
      subject: 'Your Velvet password reset code',
      intro: 'Use this code to reset your Velvet password:',
    },
    validity: `The code is valid for ${minutes} minutes and can be used once.`,
    ignore:
      'If you did not ask for this code, you can ignore this email. Nobody can sign in with the code alone.',
  },
  da: {
    0: {
      subject: 'Din bekræftelseskode til Velvet',
      intro: 'Velkommen til Velvet. Brug denne kode til at bekræfte din e-mailadresse:',
    },
    1: {
      subject: 'Din kode til nulstilling af adgangskode hos Velvet',
      intro: 'Brug denne kode til at nulstille din adgangskode hos Velvet:',
    },
    validity: `Koden er gyldig i ${minutes} minutter og kan bruges én gang.`,
    ignore:
      'Hvis du ikke har bedt om denne kode, kan du se bort fra denne e-mail. Ingen kan logge ind med koden alene.',
  },
} as const;

/** The email carrying a one-time code, in the language of the request that asked for it. */
export function otpEmail(lang: Language, purpose: OtpPurpose, code: string): RenderedEmail {
  const t = TEXTS[lang];
  return layout(lang, t[purpose].subject, [t[purpose].intro, code, t.validity, t.ignore]);
}
