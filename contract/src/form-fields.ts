import { z } from './zod.ts';
import { singleLine, trimmedText } from './common.ts';
import {
  ADVERTISER_AGE_MAX,
  ADVERTISER_AGE_MIN,
  DEFAULT_PHONE_CODE,
  DEFAULT_PHONE_COUNTRY_CODE,
  OTP_LENGTH,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from './limits.ts';

/**
 * The field rules the account forms share (registration, sign-in, codes, the profile update). Every message
 * is a key of `messages/accounts.ts`, so server and web show the same translated words.
 *
 * Multipart fields arrive as strings and form inputs hold strings, so numeric and boolean fields
 * accept strings as well as numbers/booleans and turn them into numbers/booleans.
 */

/** Address with a top-level domain of 2+ letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
export const PHONE_CODE_PATTERN = /^\+\d{1,4}$/;
export const PHONE_NUMBER_PATTERN = /^[\d\s()+-]{4,32}$/;
export const COUNTRY_CODE_PATTERN = /^[a-z]{2}$/;

export const ABOUT_MAX_CHARS = 20_000;
export const MAX_INTERESTS = 50;

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** A trimmed one-line text that must not be empty. */
export const requiredText = (key: string, max: number) =>
  singleLine(trimmedText(key, { max, tooLong: 'accounts.too_long' }));

/** A trimmed optional one-line text; absent becomes ''. */
export const optionalText = (max: number) =>
  singleLine(z.string().trim().max(max, 'accounts.too_long')).optional().default('');

type IntegerRule = { required?: string; invalid: string; min: number; max: number };

/** A whole number given as number or numeric string; blank is absent. */
export function parseInteger(value: unknown, rule: IntegerRule, ctx: z.RefinementCtx): number | null {
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

export const numberish = (key: string) => z.union([z.string(), z.number()], { error: key }).nullish();

export const requiredInteger = (rule: IntegerRule & { required: string }) =>
  numberish(rule.required).transform((v, ctx) => parseInteger(v, rule, ctx) ?? z.NEVER);

export const optionalInteger = (rule: IntegerRule) =>
  numberish(rule.invalid).transform((v, ctx) => parseInteger(v, rule, ctx));

/** A coordinate; blank, "null" or absent mean unknown (the ZIP lookup found nothing). */
export const coordinate = (limit: number) =>
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
export const checked = (key: string) =>
  z
    .union([z.boolean(), z.string(), z.number()], { error: key })
    .optional()
    .refine(
      (v) => v === true || v === 1 || (typeof v === 'string' && ['true', '1', 'on', 'yes'].includes(v)),
      key,
    )
    .transform(() => true as const);

/** An optional on/off switch as forms and multipart send it; absent or anything but "on" values is off. */
export const toggle = z
  .union([z.boolean(), z.string(), z.number()], { error: 'accounts.toggle_invalid' })
  .transform(
    (v) => v === true || v === 1 || (typeof v === 'string' && ['true', '1', 'on', 'yes'].includes(v)),
  );

/** The message keys of a JSON list field: one per way it can be wrong, or one key for all. */
type ListKeys = { unreadable: string; notAList: string; tooMany: string };

/**
 * A list sent as a JSON-encoded string (multipart) or as an array (forms). Blank means empty. Text that
 * is not JSON, JSON that is not a list, and a list too long each get their own message when `keys`
 * names them.
 */
export function jsonList<T extends z.ZodType>(item: T, max: number, keys: string | ListKeys) {
  const key: ListKeys = typeof keys === 'string' ? { unreadable: keys, notAList: keys, tooMany: keys } : keys;
  return z
    .union([z.string(), z.array(z.unknown())], { error: key.notAList })
    .nullish()
    .transform((value, ctx): unknown[] => {
      if (value === undefined || value === null) return [];
      if (Array.isArray(value)) return value;
      const text = value.trim();
      if (text === '') return [];
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        ctx.addIssue({ code: 'custom', message: key.unreadable });
        return z.NEVER;
      }
      if (Array.isArray(parsed)) return parsed;
      ctx.addIssue({ code: 'custom', message: key.notAList });
      return z.NEVER;
    })
    .pipe(z.array(item, { error: key.notAList }).max(max, key.tooMany));
}

export const interestIds = jsonList(
  z.coerce.number({ error: 'accounts.interests_invalid' }).int().positive(),
  MAX_INTERESTS,
  'accounts.interests_invalid',
).transform((ids) => [...new Set(ids)]);

/** Stored media paths as the API hands them out (`media/ab/…/640.webp`). */
export const mediaPath = z.string().trim().min(1).max(300);

export const emailField = z
  .string({ error: 'accounts.email_required' })
  .trim()
  .min(1, 'accounts.email_required')
  .max(254, 'accounts.too_long')
  .regex(EMAIL_PATTERN, 'accounts.email_invalid')
  .transform((v) => v.toLowerCase());

/** Sign-in only checks presence: a malformed address simply does not match an account. */
export const loginEmailField = requiredText('accounts.email_required', 254).transform((v) => v.toLowerCase());

/** New passwords: 8–128 characters. The common-password list is checked on the server. */
export const newPassword = (required: string, tooShort: string) =>
  z
    .string({ error: required })
    .min(1, required)
    .min(PASSWORD_MIN, tooShort)
    .max(PASSWORD_MAX, 'accounts.password_max');

/**
 * A password to check against the stored hash (sign-in, confirming a change): only that one is given
 * and a sane bound, because the rules of new passwords may be newer than the password.
 */
export const givenPassword = (required: string) =>
  z.string({ error: required }).min(1, required).max(1024, 'accounts.too_long');

/** `is_user` is always 0 for advertisers; other values carry no meaning and are ignored. */
export const isUserField = z.union([z.number(), z.string()]).optional();

export const otpTypeField = z.union([z.literal(0), z.literal(1)], { error: 'accounts.otp_type_invalid' });
export const otpField = z
  .string({ error: 'accounts.otp_invalid' })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), 'accounts.otp_invalid');

export const ageRule = {
  invalid: 'accounts.age_range',
  min: ADVERTISER_AGE_MIN,
  max: ADVERTISER_AGE_MAX,
} as const;
export const heightRange = { min: 100, max: 250 } as const;
export const weightRule = { invalid: 'accounts.weight_integer', min: 30, max: 300 } as const;

/** Profile text fields shared by registration and update, with their registration requirements. */
export const profileTextLimits = {
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

export const phoneCode = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .regex(PHONE_CODE_PATTERN, 'accounts.phone_code_invalid')
    .optional()
    .default(DEFAULT_PHONE_CODE),
);
export const phoneCountryCode = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v) || undefined,
  z
    .string()
    .regex(COUNTRY_CODE_PATTERN, 'accounts.phone_country_code_invalid')
    .optional()
    .default(DEFAULT_PHONE_COUNTRY_CODE),
);
