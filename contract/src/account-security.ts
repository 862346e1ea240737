import { z } from './zod.ts';
import { isoDate, nullableDate } from './dates.ts';
import { envelope, singleLine } from './common.ts';
import { loginData } from './accounts.ts';
import { givenPassword } from './form-fields.ts';

/**
 * Account security of advertisers: two-factor sign-in with an authenticator app (TOTP) and recovery
 * codes, passkeys (WebAuthn), and the list of signed-in devices.
 */

/** A sign-in waiting for its second factor lasts this long. */
export const SIGN_IN_CHALLENGE_TTL_SECONDS = 300;
/** Wrong codes one waiting sign-in takes before it is locked (the password must be given again). */
export const SIGN_IN_CHALLENGE_MAX_ATTEMPTS = 10;
/** Recovery codes handed out when two-factor sign-in is switched on. */
export const RECOVERY_CODE_COUNT = 10;
/** TOTP codes: six digits, a new one every 30 seconds (what every authenticator app shows). */
export const TOTP_DIGITS = 6;
/** A passkey ceremony (add or sign in) must finish within this time. */
export const PASSKEY_CHALLENGE_TTL_SECONDS = 300;
export const PASSKEY_NAME_MAX = 60;
/** How many passkeys one account may hold. */
export const PASSKEYS_MAX = 20;
/**
 * How long a session counts as freshly re-authenticated (password, and the second factor when on) for
 * the changes that could keep a stolen session in: adding or removing a passkey, switching two-factor
 * sign-in on, changing the password.
 */
export const REAUTH_WINDOW_SECONDS = 300;

/** A code as people type it: six digits (spaces allowed) or a recovery code (`abcd-efgh-…`). */
const codeField = z
  .string({ error: 'security.code_required' })
  .trim()
  .min(1, 'security.code_required')
  .max(64, 'security.code_invalid');

/** A six-digit code from the authenticator app. */
const totpCodeField = z
  .string({ error: 'security.code_required' })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, 'security.code_required')
      .regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), 'security.totp_code_format'),
  );

/** `POST /api/account/2fa/totp`: a new secret to put into an authenticator app (not active yet). */
export const totpSetupData = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  /** `otpauth://totp/Velvet:…?secret=…&issuer=Velvet`, what the QR code carries. */
  otpauth_url: z.string(),
  /** The QR code of `otpauth_url` as an SVG data URL, ready for an <img>. */
  qr_code: z.string(),
});
export type TotpSetupData = z.infer<typeof totpSetupData>;

/** `POST /api/account/2fa/totp/enable`. */
export const enableTotpBody = z.object({ code: totpCodeField });
export type EnableTotpBody = z.input<typeof enableTotpBody>;
export const recoveryCodesData = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodesData = z.infer<typeof recoveryCodesData>;

/** `POST /api/account/2fa/totp/disable`: the password and a current code (or an unused recovery code). */
export const disableTotpBody = z.object({
  password: givenPassword('accounts.current_password_required'),
  code: codeField,
});
export type DisableTotpBody = z.input<typeof disableTotpBody>;

/** `POST /api/account/reauth`: the password, and a code from the app (or a recovery code) when two-factor sign-in is on. */
export const reauthBody = z.object({
  password: givenPassword('accounts.current_password_required'),
  code: z.string().trim().max(64, 'security.code_invalid').optional(),
});
export type ReauthBody = z.input<typeof reauthBody>;
export const reauthData = z.object({
  /** Until when this session may make the guarded changes. */
  reauthenticated_until: isoDate,
});
export type ReauthData = z.infer<typeof reauthData>;
/**
 * `data` of the 403 `security.reauth_required` a guarded change answers: ask for the password (and the
 * code when `two_factor` is true), call `POST /api/account/reauth`, then try again.
 */
export const reauthRequiredData = z.object({ reauth_required: z.literal(true), two_factor: z.boolean() });
export type ReauthRequiredData = z.infer<typeof reauthRequiredData>;

/** `GET /api/account/2fa`. */
export const twoFactorStatusData = z.object({
  totp_enabled: z.boolean(),
  enabled_at: nullableDate,
  recovery_codes_left: z.number().int(),
});
export type TwoFactorStatusData = z.infer<typeof twoFactorStatusData>;

/** What `POST /api/auth/login` answers instead of a token while a second factor is due. */
export const twoFactorRequiredData = z.object({
  two_factor_required: z.literal(true),
  /** Send back with the code to `POST /api/auth/2fa`; valid for `expires_in` seconds. */
  challenge: z.string(),
  expires_in: z.number().int(),
});
export type TwoFactorRequiredData = z.infer<typeof twoFactorRequiredData>;

/** `POST /api/auth/login`: signed in, or a second factor is due. */
export const loginResult = z.union([loginData, twoFactorRequiredData]);
export type LoginResult = z.infer<typeof loginResult>;
export const isTwoFactorRequired = (data: LoginResult): data is TwoFactorRequiredData =>
  'two_factor_required' in data && data.two_factor_required === true;

/** `POST /api/auth/2fa`. */
export const secondFactorBody = z.object({
  challenge: z
    .string({ error: 'security.challenge_expired' })
    .min(1, 'security.challenge_expired')
    .max(200, 'security.challenge_expired'),
  code: codeField,
});
export type SecondFactorBody = z.input<typeof secondFactorBody>;

/** A WebAuthn answer of the browser (`@simplewebauthn/browser`), checked in depth by the server library. */
const webAuthnResponse = z.looseObject({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal('public-key'),
  response: z.record(z.string(), z.unknown()),
  clientExtensionResults: z.record(z.string(), z.unknown()).optional().default({}),
  authenticatorAttachment: z.string().max(40).optional(),
});

/** `POST /api/account/passkeys/options` and `POST /api/auth/passkey/options`: WebAuthn options JSON. */
export const passkeyOptionsData = z.object({ options: z.record(z.string(), z.unknown()) });
export type PasskeyOptionsData = z.infer<typeof passkeyOptionsData>;

export const passkeyNameField = singleLine(
  z
    .string({ error: 'security.passkey_name_required' })
    .trim()
    .min(1, 'security.passkey_name_required')
    .max(PASSKEY_NAME_MAX, 'accounts.too_long'),
);

/** `POST /api/account/passkeys`: the new passkey's name and the browser's registration answer. */
export const addPasskeyBody = z.object({ name: passkeyNameField, response: webAuthnResponse });
export type AddPasskeyBody = z.input<typeof addPasskeyBody>;

export const passkeyItem = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: isoDate,
  last_used_at: nullableDate,
  /** Synced across the owner's devices (e.g. iCloud Keychain, Google Password Manager). */
  backed_up: z.boolean(),
});
export type PasskeyItem = z.infer<typeof passkeyItem>;
export const passkeyListData = z.object({ passkeys: z.array(passkeyItem) });
export type PasskeyListData = z.infer<typeof passkeyListData>;

/** `POST /api/auth/passkey`: the browser's sign-in answer; the passkey names the account. */
export const passkeySignInBody = z.object({ response: webAuthnResponse });
export type PasskeySignInBody = z.input<typeof passkeySignInBody>;

export const sessionItem = z.object({
  id: z.number().int(),
  created_at: isoDate,
  last_used_at: nullableDate,
  /** "Chrome 131 · Linux"; null when the device did not say. */
  browser: z.string().nullable(),
  /** The session this request comes from. */
  current: z.boolean(),
});
export type SessionItem = z.infer<typeof sessionItem>;
export const sessionListData = z.object({ sessions: z.array(sessionItem) });
export type SessionListData = z.infer<typeof sessionListData>;
export const sessionIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const signedOutData = z.object({ signed_out: z.number().int() });

export const accountSecurityResponses = {
  totpSetup: envelope(totpSetupData),
  recoveryCodes: envelope(recoveryCodesData),
  twoFactorStatus: envelope(twoFactorStatusData),
  passkeyOptions: envelope(passkeyOptionsData),
  passkeyList: envelope(passkeyListData),
  sessionList: envelope(sessionListData),
  signedOut: envelope(signedOutData),
  empty: envelope(z.object({})),
  login: envelope(loginResult),
  signedIn: envelope(loginData),
  reauth: envelope(reauthData),
};
