import { z } from 'zod';
import { singleLine } from './common.ts';
import {
  ADVERTISER_AGE_MAX,
  ADVERTISER_AGE_MIN,
  MAX_KEPT_IMAGES,
  MAX_UPLOAD_IMAGES,
  MAX_UPLOAD_VIDEOS,
  OTP_LENGTH,
  PASSWORD_MAX,
  PASSWORD_MIN,
  SEXES,
} from './limits.ts';
import { userPackage } from './adverts.ts';
import { accountPackages } from './payments.ts';

/**
 * Advertiser account shapes, shared by the server (which validates every
 * request with them) and the web forms (which validate before sending). Every message is a key of
 * `messages/accounts.ts`, so both sides show the same translated words.
 *
 * Multipart fields arrive as strings and form inputs hold strings, so numeric and boolean fields
 * accept strings as well as numbers/booleans and turn them into numbers/booleans.
 */

/** Address with a top-level domain of 2+ letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
const PHONE_CODE_PATTERN = /^\+\d{1,4}$/;
const PHONE_NUMBER_PATTERN = /^[\d\s()+-]{4,32}$/;
const COUNTRY_CODE_PATTERN = /^[a-z]{2}$/;

export const DEFAULT_PHONE_CODE = '+45';
export const DEFAULT_PHONE_COUNTRY_CODE = 'dk';
export const ABOUT_MAX_CHARS = 20_000;
export const MAX_INTERESTS = 50;

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** A trimmed one-line text that must not be empty. */
const requiredText = (key: string, max: number) =>
  singleLine(z.string({ error: key }).trim().min(1, key).max(max, 'accounts.too_long'));

/** A trimmed optional one-line text; absent becomes ''. */
const optionalText = (max: number) =>
  singleLine(z.string().trim().max(max, 'accounts.too_long')).optional().default('');

type IntegerRule = { required?: string; invalid: string; min: number; max: number };

/** A whole number given as number or numeric string; blank is absent. */
function parseInteger(value: unknown, rule: IntegerRule, ctx: z.RefinementCtx): number | null {
  const raw = typeof value === 'string' ? value.trim() : value;
  if (raw === undefined || raw === null || raw === '') {
    if (rule.required) ctx.addIssue({ code: 'custom', message: rule.required });
    return null;
  }
  const n = typeof raw === 'number' ? raw : /^-?\d+$/.test(String(raw)) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(n) || n < rule.min || n > rule.max) {
    ctx.addIssue({ code: 'custom', message: rule.invalid });
    return null;
  }
  return n;
}

const numberish = (key: string) => z.union([z.string(), z.number()], { error: key }).nullish();

const requiredInteger = (rule: IntegerRule & { required: string }) =>
  numberish(rule.required).transform((v, ctx) => parseInteger(v, rule, ctx) ?? z.NEVER);

const optionalInteger = (rule: IntegerRule) =>
  numberish(rule.invalid).transform((v, ctx) => parseInteger(v, rule, ctx));

/** A coordinate; blank, "null" or absent mean unknown (the ZIP lookup found nothing). */
const coordinate = (limit: number) =>
  numberish('accounts.coordinates_invalid').transform((v, ctx) => {
    const raw = typeof v === 'string' ? v.trim() : v;
    if (raw === undefined || raw === null || raw === '' || raw === 'null') return null;
    const n = Number(raw);
    if (!Number.isFinite(n) || Math.abs(n) > limit) {
      ctx.addIssue({ code: 'custom', message: 'accounts.coordinates_invalid' });
      return z.NEVER;
    }
    return n;
  });

/** Checkbox values as forms and multipart send them. */
const checked = (key: string) =>
  z
    .union([z.boolean(), z.string(), z.number()], { error: key })
    .optional()
    .refine(
      (v) => v === true || v === 1 || (typeof v === 'string' && ['true', '1', 'on', 'yes'].includes(v)),
      key,
    )
    .transform(() => true as const);

/** An optional on/off switch as forms and multipart send it; absent or anything but "on" values is off. */
const toggle = z
  .union([z.boolean(), z.string(), z.number()], { error: 'accounts.toggle_invalid' })
  .transform(
    (v) => v === true || v === 1 || (typeof v === 'string' && ['true', '1', 'on', 'yes'].includes(v)),
  );

/**
 * A list sent as a JSON-encoded string (multipart) or as an array (forms). Blank means empty.
 */
function jsonList<T extends z.ZodType>(item: T, max: number, key: string) {
  return z
    .union([z.string(), z.array(z.unknown())], { error: key })
    .nullish()
    .transform((value, ctx): unknown[] => {
      if (value === undefined || value === null) return [];
      if (Array.isArray(value)) return value;
      const text = value.trim();
      if (text === '') return [];
      try {
        const parsed: unknown = JSON.parse(text);
        if (Array.isArray(parsed)) return parsed;
      } catch {
        // fall through to the field error below
      }
      ctx.addIssue({ code: 'custom', message: key });
      return z.NEVER;
    })
    .pipe(z.array(item, { error: key }).max(max, key));
}

const interestIds = jsonList(
  z.coerce.number({ error: 'accounts.interests_invalid' }).int().positive(),
  MAX_INTERESTS,
  'accounts.interests_invalid',
).transform((ids) => [...new Set(ids)]);

/** Stored media paths as the API hands them out (`media/ab/…/640.webp`). */
const mediaPath = z.string().trim().min(1).max(300);

export const emailField = z
  .string({ error: 'accounts.email_required' })
  .trim()
  .min(1, 'accounts.email_required')
  .max(254, 'accounts.too_long')
  .regex(EMAIL_PATTERN, 'accounts.email_invalid')
  .transform((v) => v.toLowerCase());

/** Sign-in only checks presence: a malformed address simply does not match an account. */
const loginEmailField = requiredText('accounts.email_required', 254).transform((v) => v.toLowerCase());

/** New passwords: 8–128 characters. The common-password list is checked on the server. */
const newPassword = (required: string, tooShort: string) =>
  z
    .string({ error: required })
    .min(1, required)
    .min(PASSWORD_MIN, tooShort)
    .max(PASSWORD_MAX, 'accounts.password_max');

/** `is_user` is always 0 for advertisers; other values carry no meaning and are ignored. */
const isUserField = z.union([z.number(), z.string()]).optional();

export const otpTypeField = z.union([z.literal(0), z.literal(1)], { error: 'accounts.otp_type_invalid' });
export const otpField = z
  .string({ error: 'accounts.otp_invalid' })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), 'accounts.otp_invalid');

const ageRule = {
  invalid: 'accounts.age_range',
  min: ADVERTISER_AGE_MIN,
  max: ADVERTISER_AGE_MAX,
} as const;
const heightRange = { min: 100, max: 250 } as const;
const weightRule = { invalid: 'accounts.weight_integer', min: 30, max: 300 } as const;

/** Profile text fields shared by registration and update, with their registration requirements. */
const profileTextLimits = {
  name: 100,
  phone_number: 32,
  zip_code: 10,
  address: 200,
  city: 100,
  state: 100,
  country: 100,
  burst: 20,
  eye_color: 40,
  hair_color: 40,
} as const;

const phoneCode = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .regex(PHONE_CODE_PATTERN, 'accounts.phone_code_invalid')
    .optional()
    .default(DEFAULT_PHONE_CODE),
);
const phoneCountryCode = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v) || undefined,
  z
    .string()
    .regex(COUNTRY_CODE_PATTERN, 'accounts.phone_country_code_invalid')
    .optional()
    .default(DEFAULT_PHONE_COUNTRY_CODE),
);

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
  password: z
    .string({ error: 'accounts.password_required' })
    .min(1, 'accounts.password_required')
    .max(1024, 'accounts.too_long'),
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

/** A required-if-sent text of the profile update: the client omits empty fields. */
const sentText = (key: string, max: number) => requiredText(key, max).optional();

/**
 * The text fields of `POST escort/update-profile` (multipart). Absent fields stay as they are; ids
 * and email in the body are ignored (the token decides whose profile changes).
 */
export const profileUpdateFields = z
  .object({
    name: sentText('accounts.profile_name_required', profileTextLimits.name),
    phone_code: z
      .string({ error: 'accounts.phone_code_required' })
      .trim()
      .min(1, 'accounts.phone_code_required')
      // Piped: an empty code says "required" once, not also "invalid".
      .pipe(z.string().regex(PHONE_CODE_PATTERN, 'accounts.phone_code_invalid'))
      .optional(),
    phone_number: sentText('accounts.phone_number_required', profileTextLimits.phone_number).pipe(
      z.string().regex(PHONE_NUMBER_PATTERN, 'accounts.phone_number_invalid').optional(),
    ),
    phone_country_code: z
      .string()
      .trim()
      .toLowerCase()
      .regex(COUNTRY_CODE_PATTERN, 'accounts.phone_country_code_invalid')
      .optional(),
    zip_code: sentText('accounts.zip_code_required', profileTextLimits.zip_code),
    address: singleLine(z.string().trim().max(profileTextLimits.address, 'accounts.too_long')).optional(),
    city: singleLine(z.string().trim().max(profileTextLimits.city, 'accounts.too_long')).optional(),
    state: singleLine(z.string().trim().max(profileTextLimits.state, 'accounts.too_long')).optional(),
    country: singleLine(z.string().trim().max(profileTextLimits.country, 'accounts.too_long')).optional(),
    /** Absent: unchanged. */
    show_street_address: toggle.optional(),
    latitude: coordinate(90).optional(),
    longitude: coordinate(180).optional(),
    age: numberish('accounts.age_range')
      .optional()
      .transform((v, ctx) =>
        v === undefined
          ? undefined
          : (parseInteger(v, { ...ageRule, required: 'accounts.age_required' }, ctx) ?? z.NEVER),
      ),
    height: numberish('accounts.profile_height_invalid')
      .optional()
      .transform((v, ctx) =>
        v === undefined
          ? undefined
          : (parseInteger(
              v,
              {
                ...heightRange,
                required: 'accounts.profile_height_invalid',
                invalid: 'accounts.profile_height_invalid',
              },
              ctx,
            ) ?? z.NEVER),
      ),
    weight: numberish(weightRule.invalid)
      .optional()
      .transform((v, ctx) => (v === undefined ? undefined : parseInteger(v, weightRule, ctx))),
    burst: sentText('accounts.burst_required', profileTextLimits.burst),
    about: z.string().max(ABOUT_MAX_CHARS, 'accounts.too_long').optional(),
    eye_color: sentText('accounts.eye_color_required', profileTextLimits.eye_color),
    hair_color: sentText('accounts.hair_color_required', profileTextLimits.hair_color),
    sex: z.enum(SEXES, { error: 'accounts.sex_required' }).optional(),
    is_user: isUserField,
    /** Absent: interests unchanged; `[]`: none. */
    user_interests: interestIds.optional(),
    /** Paths of the gallery images to keep (at most 10); absent keeps all. */
    existing_images: jsonList(mediaPath, MAX_KEPT_IMAGES, 'accounts.too_many_kept_images').optional(),
    existing_videos: jsonList(mediaPath, 50, 'accounts.media_list_invalid').optional(),
    deleted_files: jsonList(mediaPath, 50, 'accounts.media_list_invalid').optional(),
    deleted_video_files: jsonList(mediaPath, 50, 'accounts.media_list_invalid').optional(),
    current_password: z.string().max(1024, 'accounts.too_long').optional(),
    new_password: z
      .string()
      .optional()
      .transform((v) => (v === '' ? undefined : v))
      .pipe(
        z
          .string()
          .min(PASSWORD_MIN, 'accounts.new_password_min')
          .max(PASSWORD_MAX, 'accounts.password_max')
          .optional(),
      ),
    new_password_confirmation: z.string().optional(),
  })
  .refine((v) => !v.new_password || v.new_password === v.new_password_confirmation, {
    path: ['new_password_confirmation'],
    message: 'accounts.new_password_mismatch',
    // Compare the raw texts even when the new password is also too short: the form shows both.
    when: (payload) => typeof (payload.value as { new_password?: unknown }).new_password === 'string',
  })
  .refine((v) => v.new_password === undefined || Boolean(v.current_password), {
    path: ['current_password'],
    message: 'accounts.current_password_required',
  });
export type ProfileUpdateFieldsInput = z.input<typeof profileUpdateFields>;

/** Required fields an existing advert may lack (the demo's men have no bust size). */
const LACKABLE_FIELDS = ['burst'] as const;

/**
 * An update form sends every field back. A required field the advert never had, sent back empty and
 * unchanged, is no change and is dropped before validation; emptying a field that had a value is still
 * refused, and registration still requires it.
 */
export function withoutUnchangedEmpty<T extends Record<string, unknown>>(
  fields: T,
  current: Partial<Record<(typeof LACKABLE_FIELDS)[number], string>>,
): T {
  const out: Record<string, unknown> = { ...fields };
  for (const name of LACKABLE_FIELDS) {
    const sent = out[name];
    if (typeof sent === 'string' && sent.trim() === '' && !current[name]?.trim()) delete out[name];
  }
  return out as T;
}
export type ProfileUpdateFields = z.output<typeof profileUpdateFields>;

/** `POST escort/update-featured`: days from today; 0 stops featuring. At most the package's remaining days. */
export const updateFeaturedBody = z.object({
  days: z
    .union([z.number(), z.string()], { error: 'accounts.featured_failed' })
    .pipe(
      z.coerce
        .number<string | number>({ error: 'accounts.featured_failed' })
        .int('accounts.featured_failed')
        .min(0, 'accounts.featured_failed')
        .max(3650, 'accounts.featured_failed'),
    ),
});
export type UpdateFeaturedBody = z.input<typeof updateFeaturedBody>;
export const updateFeaturedData = z.object({ featured: z.boolean(), featured_until: z.string().nullable() });

/** `DELETE account` body. */
export const deleteAccountBody = z.object({
  current_password: z
    .string({ error: 'accounts.current_password_required' })
    .min(1, 'accounts.current_password_required')
    .max(1024),
});

/** `data.user` of `GET escort/get-user-id/{userId}`: the owner's own profile, email included. */
export const ownProfile = z.object({
  id: z.number().int(),
  guid: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['advertiser', 'admin']),
  is_user: z.number().int(),
  phone_code: z.string(),
  phone_number: z.string(),
  phone_country_code: z.string(),
  zip_code: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  /** Whether visitors see the street; when false they see postcode and town only. */
  show_street_address: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  age: z.number().int().nullable(),
  height: z.number().int().nullable(),
  weight: z.number().int().nullable(),
  burst: z.string(),
  about: z.string(),
  eye_color: z.string(),
  hair_color: z.string(),
  sex: z.enum(SEXES).nullable(),
  /** Path relative to the site root ("media/…/640.webp"), or null. */
  main_image: z.string().nullable(),
  /** Gallery image paths; send back the ones to keep as `existing_images`. */
  images: z.array(z.string()),
  videos: z.array(z.string()),
  user_interest: z.array(z.object({ interest_id: z.number().int(), name: z.string() })),
  email_verified: z.boolean(),
  activated: z.boolean(),
  featured: z.boolean(),
  featured_until: z.string().nullable(),
  /** Set while an operator has suspended the advert: it is hidden from visitors until restored. */
  suspension: z.object({ reason: z.string(), since: z.string() }).nullable(),
  /** Latest package period; status "active" = validated. Null before the welcome package. */
  userPackage: userPackage.nullable(),
  /** Every period bought, stacked: the one answer the dashboard shows. */
  packages: accountPackages,
  created_at: z.string(),
  updated_at: z.string(),
});
export type OwnProfile = z.infer<typeof ownProfile>;

/** `GET geo/postcode/{zip}` and each `geo/suggest` item: what the registration form fills in. */
export const geoPlace = z.object({
  zip_code: z.string(),
  city: z.string(),
  address: z.string(),
  state: z.string(),
  country: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  label: z.string(),
});
export type GeoPlace = z.infer<typeof geoPlace>;
export const zipParam = z
  .string()
  .trim()
  .regex(/^\d{4}$/, 'accounts.zip_field_invalid');
export const suggestQuery = z.object({
  q: z.string().trim().min(2, 'accounts.too_short').max(100, 'accounts.too_long'),
});
