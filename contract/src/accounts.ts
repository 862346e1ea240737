import { z } from './zod.ts';
import { MAX_UPLOAD_IMAGES, MAX_UPLOAD_VIDEOS, SEXES } from './limits.ts';
import {
  ABOUT_MAX_CHARS,
  checked,
  coordinate,
  emailField,
  givenPassword,
  interestIds,
  isUserField,
  loginEmailField,
  newPassword,
  optionalInteger,
  optionalText,
  otpField,
  otpTypeField,
  phoneCode,
  phoneCountryCode,
  PHONE_NUMBER_PATTERN,
  profileTextLimits,
  requiredInteger,
  requiredText,
  toggle,
  ageRule,
  heightRange,
  weightRule,
} from './form-fields.ts';
import { depositPolicyField, screeningField } from './field-tools.ts';

/**
 * Advertiser account shapes: registration, sign-in, one-time codes and the password reset. Shared by the
 * server (which validates every request with them) and the web forms (which validate before sending).
 * The owner's profile and its update are in profile.ts, the field rules in form-fields.ts.
 */

/**
 * The text fields of `POST auth/register` (multipart): the form's rules, adults only, and the
 * consents. Files are checked by `registrationMedia`.
 */
export const registrationFields = z
  .object({
    name: requiredText('accounts.name_required', profileTextLimits.name),
    email: emailField,
    password: newPassword('accounts.password_required', 'accounts.password_min'),
    confirmPassword: z
      .string({ error: 'accounts.confirm_password_required' })
      .min(1, 'accounts.confirm_password_required'),
    phone_code: phoneCode,
    phone_number: requiredText('accounts.phone_number_required', profileTextLimits.phone_number).pipe(
      z.string().regex(PHONE_NUMBER_PATTERN, 'accounts.phone_number_invalid'),
    ),
    phone_country_code: phoneCountryCode,
    zip_code: requiredText('accounts.zip_code_required', profileTextLimits.zip_code),
    address: optionalText(profileTextLimits.address),
    city: optionalText(profileTextLimits.city),
    state: optionalText(profileTextLimits.state),
    /** Filled by the ZIP lookup; empty means the lookup failed ('Zip code field is not valid.'). */
    country: requiredText('accounts.zip_field_invalid', profileTextLimits.country),
    /** Off unless ticked: visitors see postcode and town only. */
    show_street_address: toggle.optional().default(false),
    latitude: coordinate(90),
    longitude: coordinate(180),
    age: requiredInteger({ ...ageRule, required: 'accounts.age_required' }),
    height: requiredInteger({
      ...heightRange,
      required: 'accounts.height_required',
      invalid: 'accounts.height_integer',
    }),
    weight: optionalInteger(weightRule),
    burst: requiredText('accounts.burst_required', profileTextLimits.burst),
    /** HTML from the rich-text editor; the server sanitises it. */
    about: z.string().trim().max(ABOUT_MAX_CHARS, 'accounts.too_long').optional().default(''),
    eye_color: requiredText('accounts.eye_color_required', profileTextLimits.eye_color),
    hair_color: requiredText('accounts.hair_color_required', profileTextLimits.hair_color),
    sex: z.enum(SEXES, { error: 'accounts.sex_required' }),
    is_user: isUserField,
    user_interests: interestIds,
    /** Absent: none. */
    screening: screeningField.optional(),
    /** Absent or blank: no deposit terms. */
    deposit_policy: depositPolicyField.optional(),
    consent_adult: checked('accounts.consent_adult_required'),
    consent_independent: checked('accounts.consent_independent_required'),
    consent_terms: checked('accounts.consent_terms_required'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'accounts.passwords_must_match',
    // Only compare once both were typed: an empty confirmation already says it is required.
    when: (payload) => {
      const v = payload.value as { password?: unknown; confirmPassword?: unknown };
      return (
        typeof v.password === 'string' && typeof v.confirmPassword === 'string' && v.confirmPassword !== ''
      );
    },
  });
export type RegistrationFieldsInput = z.input<typeof registrationFields>;
export type RegistrationFields = z.output<typeof registrationFields>;

/**
 * The files of `POST auth/register`, as counts: the web form passes its selected files, the server
 * what it received. Videos over 30 s are refused separately ('Video exceeds 30 seconds').
 */
export const registrationMedia = z.object({
  main_image: z.number().int().min(1, 'accounts.main_image_required').max(1, 'accounts.main_image_required'),
  images: z
    .number()
    .int()
    .min(1, 'accounts.image_required')
    .max(MAX_UPLOAD_IMAGES, 'accounts.too_many_images'),
  videos: z.number().int().min(0).max(MAX_UPLOAD_VIDEOS, 'accounts.too_many_videos'),
});
export type RegistrationMedia = z.infer<typeof registrationMedia>;

/** Multipart file field names: `main_image`, `images[0]`, `images[1]`…, `videos[0]`… (also `images`/`images[]`). */
export const UPLOAD_FIELD = /^(main_image|images|videos)(?:\[\d*\])?$/;

export const registerData = z.object({ id: z.number().int() });

export const loginBody = z.object({
  email: loginEmailField,
  password: givenPassword('accounts.password_required'),
  is_user: isUserField,
});
export type LoginBody = z.input<typeof loginBody>;

export const loginData = z.object({
  token: z.string(),
  guid: z.string(),
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** True while the advert is featured (featured_until in the future). */
  featured: z.boolean(),
  role: z.enum(['advertiser', 'admin']),
});
export type LoginData = z.infer<typeof loginData>;

/** `data` of the login failures 'OTP Not Verified.' ({id}) and 'Account not fully activated…' ({token, id}). */
export const loginFailureData = z.object({ id: z.number().int(), token: z.string().optional() });

export const sendOtpBody = z.object({ email: emailField, type: otpTypeField, is_user: isUserField });
export type SendOtpBody = z.input<typeof sendOtpBody>;
/** 429 answer of send-otp while the 60 s resend lock runs. */
export const sendOtpLockedData = z.object({ retry_after: z.number().int() });

export const verifyOtpBody = z.object({
  email: emailField,
  otp: otpField,
  type: otpTypeField,
  is_user: isUserField,
});
export type VerifyOtpBody = z.input<typeof verifyOtpBody>;
/** type 0: `{ token, id }` (signed in, may pay the welcome package); type 1: `{ reset_token, id }`. */
export const verifyOtpData = z.object({
  id: z.number().int(),
  token: z.string().optional(),
  reset_token: z.string().optional(),
});
export type VerifyOtpData = z.infer<typeof verifyOtpData>;

/**
 * `password` is the new password and `new_password` its confirmation (the reset form's "new password and
 * confirmation"). A verified type-1 code is required: `reset_token` from verify-otp, or the `otp` itself.
 */
export const resetPasswordBody = z
  .object({
    email: emailField,
    password: newPassword('accounts.password_required', 'accounts.password_min'),
    new_password: z
      .string({ error: 'accounts.confirm_password_required' })
      .min(1, 'accounts.confirm_password_required'),
    reset_token: z.string().trim().max(200).optional(),
    otp: otpField.optional(),
    is_user: isUserField,
  })
  .refine((v) => v.password === v.new_password, {
    path: ['new_password'],
    message: 'accounts.reset_passwords_mismatch',
    when: (payload) => {
      const v = payload.value as { password?: unknown; new_password?: unknown };
      return typeof v.password === 'string' && typeof v.new_password === 'string' && v.new_password !== '';
    },
  })
  .refine((v) => Boolean(v.reset_token || v.otp), {
    path: ['reset_token'],
    message: 'accounts.reset_grant_required',
  });
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;
