import { randomInt } from 'node:crypto';
import {
  MAX_UPLOAD_IMAGES,
  OTP_LENGTH,
  MAX_UPLOAD_VIDEOS,
  registrationFields,
  registrationMedia,
  type Language,
  type LoginResult,
  type MessageKey,
  type VerifyOtpData,
} from '@velvet/contract';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { otpEmail, type OtpPurpose } from '../../emails/otp.ts';
import { profileValues, type ProfileRow } from '../../lib/advertiser-profile.ts';
import { findAccountByEmail } from '../../lib/accounts.ts';
import { AppError } from '../../lib/errors.ts';
import { addError, fieldErrors, type FieldErrors } from '../../lib/field-errors.ts';
import { isCommonPassword } from '../../lib/password-policy.ts';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../../lib/passwords.ts';
import { sanitizeAbout } from '../../lib/sanitize.ts';
import { advertSearchDocument } from '../../lib/text.ts';
import { issueToken, revokeAllTokens } from '../../lib/tokens.ts';
import { mergeFileErrors, type ReceivedUpload } from '../../plugins/uploads.ts';
import { consumeResetGrant, issueCode, issueDecoy, verifyCode, verifyDecoy } from './codes.ts';
import { afterPasswordReset, finishLogin, secondFactorChallenge } from '../account-security/index.ts';
import { NO_DEVICE, type SignInDevice } from '../../lib/browser-summary.ts';
import { insertAdvertiser, isUniqueViolation, markEmailVerified, setPasswordHash } from './repo.ts';
import { knownInterestIds, setAdvertInterests } from '../interests/index.ts';
import { addStoredMedia } from '../media/index.ts';
import { refuseKnownAbuse, screenAdvertDetails, screenNewPhotos } from '../safety/index.ts';
import { afterAdvertSaved } from '../trust/index.ts';

/** Limits of one registration form: one main image, the gallery and the videos (contract/limits). */
export const REGISTRATION_UPLOAD_LIMITS = {
  mainImages: 1,
  images: MAX_UPLOAD_IMAGES,
  videos: MAX_UPLOAD_VIDEOS,
};

/**
 * Issues a code and queues its email through `tx`: the code and the mail that carries it are
 * committed together, so no account is left with a code nobody will ever receive.
 */
async function queueCode(
  deps: AppDeps,
  tx: Db,
  lang: Language,
  account: { id: number; email: string },
  purpose: OtpPurpose,
) {
  const code = await issueCode(tx, account.id, purpose);
  await deps.mailer.enqueue(tx, {
    to: account.email,
    template: `otp-${purpose}`,
    lang,
    carriesCode: true,
    ...otpEmail(lang, purpose, code),
  });
}

/** Sends a code by email: the code and its outbox row in one transaction, delivered by the worker. */
async function sendCode(
  deps: AppDeps,
  lang: Language,
  account: { id: number; email: string },
  purpose: OtpPurpose,
) {
  await deps.database.db.transaction((tx) => queueCode(deps, tx, lang, account, purpose));
  deps.mailer.wake();
}

/**
 * The registration's text fields: their format, then the rules the format alone cannot tell (a common
 * password, interests that exist). `rules` holds the latter's errors.
 */
async function checkRegistrationFields(db: Db, fields: ReceivedUpload['fields']) {
  const parsed = registrationFields.safeParse(fields);
  const rules: FieldErrors = {};
  let interestIds: number[] = [];
  if (parsed.success) {
    if (isCommonPassword(parsed.data.password)) addError(rules, 'password', 'accounts.password_common');
    interestIds = await knownInterestIds(db, parsed.data.user_interests);
    if (interestIds.length !== parsed.data.user_interests.length)
      addError(rules, 'user_interests', 'accounts.interests_invalid');
  }
  return { parsed, rules, interestIds };
}

/**
 * The registration's field check before any of its files is processed (re-encoding photos is the
 * expensive part): false when the fields are wrong, so the files are only counted and `register`
 * answers the errors; a taken address is refused at once.
 */
export async function precheckRegistration(
  deps: AppDeps,
  fields: ReceivedUpload['fields'],
): Promise<boolean> {
  const { db } = deps.database;
  const { parsed, rules } = await checkRegistrationFields(db, fields);
  if (!parsed.success || Object.keys(rules).length > 0) return false;
  if (await findAccountByEmail(db, parsed.data.email)) throw emailTaken();
  return true;
}

/**
 * `POST auth/register`. The upload's files are already stored (none when `precheckRegistration`
 * refused the fields); everything is checked again here, and on any failure this is the one place
 * that removes the files, and nothing is written (one transaction for the rows).
 */
export async function register(
  deps: AppDeps,
  lang: Language,
  upload: ReceivedUpload,
): Promise<{ id: number }> {
  const { db } = deps.database;
  let created: { id: number; email: string };
  try {
    const { parsed, rules, interestIds } = await checkRegistrationFields(db, upload.fields);
    const counts = registrationMedia.safeParse(upload.received);
    const errors = fieldErrors(parsed.error?.issues);
    fieldErrors(counts.error?.issues, errors);
    const formIncomplete = Object.keys(errors).length > 0;
    mergeFileErrors(upload, errors, lang);
    for (const [field, keys] of Object.entries(rules)) for (const key of keys) addError(errors, field, key);
    if (Object.keys(errors).length > 0) {
      // Any missing field gives the summary; a refused file alone says what was wrong with it.
      const message = formIncomplete
        ? 'accounts.all_fields_required'
        : ((Object.values(errors)[0]?.[0] ?? 'errors.validation') as MessageKey);
      throw new AppError(message, 422, { errors });
    }
    const fields = parsed.data!;
    if (await findAccountByEmail(db, fields.email)) throw emailTaken();
    await refuseKnownAbuse(deps, upload, null);

    const passwordHash = await hashPassword(fields.password);
    const now = new Date();
    const id = await db
      .transaction(async (tx) => {
        const advertiserId = await insertAdvertiser(tx, {
          role: 'advertiser',
          isUser: 0,
          name: fields.name,
          email: fields.email,
          passwordHash,
          lang,
          ...(profileValues(fields) as ProfileRow),
          about: sanitizeAbout(fields.about),
          searchText: advertSearchDocument({
            city: fields.city,
            address: fields.address,
            zipCode: fields.zip_code,
            showStreetAddress: fields.show_street_address,
          }),
          consentAdultAt: now,
          consentIndependentAt: now,
          consentTermsAt: now,
        });
        await addStoredMedia(
          tx,
          advertiserId,
          upload.main.map((file) => ({ kind: 'main' as const, file })),
        );
        await addStoredMedia(
          tx,
          advertiserId,
          upload.images.map((file) => ({ kind: 'image' as const, file })),
        );
        await addStoredMedia(
          tx,
          advertiserId,
          upload.videos.map((file) => ({ kind: 'video' as const, file })),
        );
        await setAdvertInterests(tx, advertiserId, interestIds);
        await screenNewPhotos(deps, tx, advertiserId, [...upload.main, ...upload.images]);
        await screenAdvertDetails(tx, advertiserId);
        await afterAdvertSaved(tx, deps, advertiserId, {
          created: true,
          photosAdded: false,
          mediaAdded: true,
        });
        // The account, its first code and the email carrying it commit together.
        await queueCode(deps, tx, lang, { id: advertiserId, email: fields.email }, 0);
        return advertiserId;
      })
      .catch((error: unknown) => {
        // Two registrations racing for one address: the unique index decides.
        throw isUniqueViolation(error, 'advertisers_email_key') ? emailTaken() : error;
      });
    created = { id, email: fields.email };
  } catch (error) {
    await upload.discard();
    throw error;
  }
  deps.mailer.wake();
  return { id: created.id };
}

const emailTaken = () =>
  new AppError('accounts.email_taken', 409, { errors: { email: ['accounts.email_taken'] } });

/**
 * `POST auth/login`. An unverified email and an unpaid welcome package are failures with the messages clients
 * know ('OTP Not Verified.', 'Account not fully activated…'); the latter still carries a token, because
 * paying needs one. With two-factor sign-in on, the right password only opens a waiting sign-in: no token
 * until the code is given.
 */
export async function login(
  deps: AppDeps,
  lang: Language,
  email: string,
  password: string,
  device: SignInDevice = NO_DEVICE,
): Promise<LoginResult> {
  const { db } = deps.database;
  const account = await findAccountByEmail(db, email);
  const valid = account
    ? await verifyPassword(account.passwordHash, password)
    : await verifyAgainstNothing(password);
  if (!account || !valid) throw new AppError('accounts.login_invalid', 401);
  if (account.role === 'advertiser' && !account.emailVerified) {
    // The OTP screen comes next: have a code waiting there (unless one was sent within the last minute).
    await sendCode(deps, lang, account, 0).catch((error: unknown) => {
      if (!(error instanceof AppError && error.statusCode === 429)) throw error;
    });
    throw new AppError('accounts.otp_not_verified', 403, { data: { id: account.id } });
  }
  const secondFactor = await secondFactorChallenge(db, account.id);
  if (secondFactor) return secondFactor;
  return finishLogin(deps, account, device);
}

/**
 * `POST auth/send-otp`: the same answer whether or not the address has an account. A registration
 * code is only sent while the email is unverified. Where no code is sent, hashing one is still paid
 * for, so the time taken does not tell either.
 */
export async function sendOtp(
  deps: AppDeps,
  lang: Language,
  email: string,
  purpose: OtpPurpose,
): Promise<void> {
  const account = await findAccountByEmail(deps.database.db, email);
  if (!account || (purpose === 0 && account.emailVerified)) {
    await hashPassword(String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0'));
    await issueDecoy(deps.database.db, email, purpose);
    return;
  }
  await sendCode(deps, lang, account, purpose);
}

/** `POST auth/verify-otp`: type 0 verifies the email and signs in (to pay); type 1 returns a reset grant. */
export async function verifyOtp(
  deps: AppDeps,
  email: string,
  code: string,
  purpose: OtpPurpose,
): Promise<VerifyOtpData> {
  const { db } = deps.database;
  const account = await findAccountByEmail(db, email);
  // Without an account, the decoy send-otp left: the same checks, count and hash work as a real code,
  // so the same answers in the same time.
  if (!account) return verifyDecoy(db, email, purpose, code);
  if (purpose === 1) {
    const { resetToken } = await verifyCode(db, account.id, 1, code, 'grant');
    return { id: account.id, reset_token: resetToken! };
  }
  // A registration code verifies an unverified email and nothing else. Once the email is verified (by
  // that code or by a password reset), a code still lying in the mailbox signs nobody in: it would
  // otherwise stand in for the password and the authenticator app.
  if (account.emailVerified) return verifyDecoy(db, email, 0, code);
  await verifyCode(db, account.id, 0, code, 'consume');
  await markEmailVerified(db, account.id);
  return { id: account.id, token: await issueToken(db, account.id) };
}

/**
 * `POST auth/reset-password`: only with a verified type-1 code — the `reset_token` from verify-otp, or
 * the code itself. Every token and every passkey of the account goes: whoever knew the old password, or
 * held a session long enough to add a passkey, is out. The owner is told by email.
 */
export async function resetPassword(
  deps: AppDeps,
  input: {
    email: string;
    password: string;
    resetToken?: string | undefined;
    otp?: string | undefined;
    browser?: string | null;
  },
): Promise<void> {
  const { db } = deps.database;
  const refused = () =>
    new AppError('accounts.reset_failed', 400, {
      errors: { reset_token: ['accounts.reset_grant_required'] },
    });
  if (isCommonPassword(input.password)) {
    throw new AppError('accounts.password_common', 422, {
      errors: { password: ['accounts.password_common'] },
    });
  }
  const account = await findAccountByEmail(db, input.email);
  if (!account) {
    // What a known address without a pending code answers, in the time it takes.
    if (input.resetToken || !input.otp) throw refused();
    return verifyDecoy(db, input.email, 1, input.otp);
  }
  if (input.resetToken) {
    if (!(await consumeResetGrant(db, account.id, input.resetToken))) throw refused();
  } else if (input.otp) {
    await verifyCode(db, account.id, 1, input.otp, 'consume');
  } else {
    throw refused();
  }
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, account.id, passwordHash);
    // The code proved the mailbox is theirs.
    await markEmailVerified(tx, account.id);
    await revokeAllTokens(tx, account.id);
    // Waiting sign-ins the old password opened end with it, as do the passkeys.
    await afterPasswordReset(deps, tx, account.id, input.browser ?? null);
  });
  deps.mailer.wake();
}
