import { z } from './zod.ts';
import { isoDate, nullableDate } from './dates.ts';
import { singleLine } from './common.ts';
import { MAX_KEPT_IMAGES, PASSWORD_MAX, PASSWORD_MIN, SEXES } from './limits.ts';
import { advertFacts, placeFacts, userPackage } from './adverts.ts';
import { accountPackages } from './payments.ts';
import { hoursField, ratesField } from './advertiser-tools.ts';
import { depositPolicyField, screeningField } from './field-tools.ts';
import {
  ABOUT_MAX_CHARS,
  ageRule,
  COUNTRY_CODE_PATTERN,
  coordinate,
  heightRange,
  interestIds,
  isUserField,
  jsonList,
  mediaPath,
  numberish,
  parseInteger,
  PHONE_CODE_PATTERN,
  PHONE_NUMBER_PATTERN,
  profileTextLimits,
  requiredText,
  toggle,
  weightRule,
} from './form-fields.ts';

/** The owner's profile: its update, what the owner reads back, the featured days, deleting it, the address lookup. */

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
    /** A JSON list of rates; absent: unchanged, `[]`: none. */
    rates: ratesField.optional(),
    /** A JSON object of opening hours per weekday; absent: unchanged, blank or `null`: none given. */
    hours: hoursField.optional(),
    /** Absent: unchanged. */
    screening: screeningField.optional(),
    /** Absent: unchanged; blank: no deposit terms. */
    deposit_policy: depositPolicyField.optional(),
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

/** The advert's text fields, named as the multipart bodies of registration and of the profile update send them. */
export const PROFILE_TEXT_FIELDS = [
  'name',
  'phone_code',
  'phone_number',
  'phone_country_code',
  'zip_code',
  'address',
  'city',
  'state',
  'country',
  'latitude',
  'longitude',
  'age',
  'height',
  'weight',
  'burst',
  'eye_color',
  'hair_color',
  'sex',
] as const satisfies readonly (keyof ProfileUpdateFieldsInput)[];

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
export const updateFeaturedData = z.object({ featured: z.boolean(), featured_until: nullableDate });

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
  ...advertFacts,
  zip_code: z.string(),
  address: z.string(),
  city: z.string(),
  /** Whether visitors see the street; when false they see postcode and town only. */
  show_street_address: z.boolean(),
  age: z.number().int().nullable(),
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
  featured_until: nullableDate,
  /** Set while an operator has suspended the advert: it is hidden from visitors until restored. */
  suspension: z.object({ reason: z.string(), since: isoDate }).nullable(),
  /** Latest package period; status "active" = validated. Null before the welcome package. */
  userPackage: userPackage.nullable(),
  /** Every period bought, stacked: the one answer the dashboard shows. */
  packages: accountPackages,
  created_at: isoDate,
  updated_at: isoDate,
});
export type OwnProfile = z.infer<typeof ownProfile>;

/** `GET geo/postcode/{zip}` and each `geo/suggest` item: what the registration form fills in. */
export const geoPlace = z.object({
  zip_code: z.string(),
  city: z.string(),
  address: z.string(),
  ...placeFacts,
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
