import { z } from './zod.ts';
import { advertCard, advertDetail, feedback, interest, relatedAdvert, userPackage } from './adverts.ts';
import { envelope, pageOf, pageParam, singleLine } from './common.ts';
import { AGE_BUCKETS, NORMAL_PAGE_SIZE_MAX, SEARCH_PAGE_SIZE, SEARCH_SORTS, SEXES } from './limits.ts';

/**
 * Requests and responses of the public catalogue. Every message is a key of
 * the catalogue messages (contract/src/messages/catalogue.ts), so server envelopes and web forms
 * show the same words in both languages.
 */

/** Most adverts one list page may hold, whatever `page_size` asks for. */
export const LIST_PAGE_SIZE_MAX = NORMAL_PAGE_SIZE_MAX;
/** The featured carousel shows at most this many adverts. */
export const FEATURED_MAX = 30;
/** At most this many interest ids in one search. */
export const SEARCH_INTERESTS_MAX = 20;
/** The largest id PostgreSQL's `integer` holds: bigger ids cannot exist and must not reach SQL. */
const INT4_MAX = 2_147_483_647;

// PostgreSQL text cannot hold NUL (it would be a 500), and no form types other control characters.
// Tab, line feed and carriage return are text; the rest of C0 and DEL are not.
const withoutControlChars = (s: string) =>
  ![...s].some((ch) => {
    const code = ch.charCodeAt(0);
    return (code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127;
  });

// Web clients send every filter, empty ones as "" (and the original web client may send "null").
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && ['', 'null', 'undefined'].includes(value.trim()) ? undefined : value;
const optionalParam = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/** `page_size`: a whole number, clamped to 1..max; anything unreadable becomes the default. */
const pageSizeParam = (fallback: number, max: number) =>
  z.coerce
    .number()
    .int()
    .catch(fallback)
    .transform((n) => Math.min(Math.max(n, 1), max));

const latitudeParam = z.coerce
  .number({ error: 'catalogue.errors.latitude_invalid' })
  .min(-90, 'catalogue.errors.latitude_invalid')
  .max(90, 'catalogue.errors.latitude_invalid');
const longitudeParam = z.coerce
  .number({ error: 'catalogue.errors.longitude_invalid' })
  .min(-180, 'catalogue.errors.longitude_invalid')
  .max(180, 'catalogue.errors.longitude_invalid');

/** `GET escort/all`: nearest first from a point; no point = Copenhagen. */
export const nearbyQuery = z
  .object({
    latitude: optionalParam(latitudeParam),
    longitude: optionalParam(longitudeParam),
    page: pageParam,
  })
  .refine((q) => (q.latitude === undefined) === (q.longitude === undefined), {
    error: 'catalogue.errors.location_incomplete',
    path: ['latitude'],
  });
export type NearbyQuery = z.infer<typeof nearbyQuery>;

const AGE_VALUES: number[] = AGE_BUCKETS.map((b) => b.value);

/** Interest ids: "1,2,3" (or a repeated parameter); every one is required of a result. */
const interestIdsParam = z.union([z.string(), z.array(z.string())]).transform((value, ctx) => {
  const parts = (Array.isArray(value) ? value.join(',') : value)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const ids = parts.map(Number);
  if (
    parts.length > SEARCH_INTERESTS_MAX ||
    ids.some((id) => !Number.isInteger(id) || id < 1 || id > INT4_MAX)
  ) {
    ctx.addIssue({ code: 'custom', message: 'catalogue.errors.interests_invalid' });
    return z.NEVER;
  }
  return [...new Set(ids)];
});

/** `GET escort/search`. */
export const searchQuery = z.object({
  sex: optionalParam(z.enum(SEXES, { error: 'catalogue.errors.sex_invalid' })),
  age: optionalParam(
    z.coerce
      .number({ error: 'catalogue.errors.age_invalid' })
      .refine((n) => AGE_VALUES.includes(n), 'catalogue.errors.age_invalid'),
  ),
  address: optionalParam(
    z
      .string()
      .trim()
      .max(100, 'catalogue.errors.address_too_long')
      .refine(withoutControlChars, 'errors.text_invalid'),
  ),
  /**
   * The home filter's one "Zip code / City name" box: digits (spaces ignored) are a postcode prefix, any
   * other text matches town or address as `address` does.
   */
  zip_code: optionalParam(
    z
      .string()
      .trim()
      .max(100, 'catalogue.errors.address_too_long')
      .refine(withoutControlChars, 'errors.text_invalid')
      .transform((s): { prefix: string } | { text: string } => {
        const digits = s.replace(/\s+/g, '');
        return /^\d+$/.test(digits) ? { prefix: digits } : { text: s };
      })
      .refine((z) => !('prefix' in z) || z.prefix.length <= 10, 'catalogue.errors.zip_invalid'),
  ),
  interests: optionalParam(interestIdsParam),
  /** `available_now=1`: only adverts available now. */
  available_now: optionalParam(
    z.enum(['1', 'true', '0', 'false']).transform((v) => v === '1' || v === 'true'),
  ),
  /** `open_now=1`: only adverts whose opening hours say open now (Danish time). */
  open_now: optionalParam(z.enum(['1', 'true', '0', 'false']).transform((v) => v === '1' || v === 'true')),
  /** `duo=1`: only adverts in a confirmed duo with another public advert. */
  duo: optionalParam(z.enum(['1', 'true', '0', 'false']).transform((v) => v === '1' || v === 'true')),
  /** `photo_verified=1`: only adverts with verified photos. */
  photo_verified: optionalParam(
    z.enum(['1', 'true', '0', 'false']).transform((v) => v === '1' || v === 'true'),
  ),
  /** validated first (the default ranking), newest, or nearest to latitude/longitude (Copenhagen without). */
  sort: optionalParam(z.enum(SEARCH_SORTS, { error: 'catalogue.errors.sort_invalid' })),
  latitude: optionalParam(latitudeParam),
  longitude: optionalParam(longitudeParam),
  page: pageParam,
  page_size: pageSizeParam(SEARCH_PAGE_SIZE, LIST_PAGE_SIZE_MAX),
});
export type SearchQuery = z.infer<typeof searchQuery>;

/**
 * `GET escort/normal` — home "Choose Your Partners" pages 9 at a time; the original web client asks for 100.
 */
export const normalQuery = z.object({
  page: pageParam,
  page_size: pageSizeParam(SEARCH_PAGE_SIZE, NORMAL_PAGE_SIZE_MAX),
});
export type NormalQuery = z.infer<typeof normalQuery>;

const requiredText = (max: number, requiredKey: string, tooLongKey = 'catalogue.errors.text_too_long') =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, requiredKey)
    .max(max, tooLongKey)
    .refine(withoutControlChars, 'errors.text_invalid');
/** A required one-line text (names): also NFC, no line breaks, direction overrides or zero-width. */
const requiredLine = (max: number, requiredKey: string, tooLongKey?: string) =>
  singleLine(requiredText(max, requiredKey, tooLongKey));
/** An optional one-line text (address, city, …). */
const optionalLine = (max: number) =>
  singleLine(
    z.string({ error: 'catalogue.errors.text_too_long' }).trim().max(max, 'catalogue.errors.text_too_long'),
  ).default('');
const optionalText = (max: number) =>
  z
    .string({ error: 'catalogue.errors.text_too_long' })
    .trim()
    .max(max, 'catalogue.errors.text_too_long')
    .refine(withoutControlChars, 'errors.text_invalid')
    .default('');
const emailField = z
  .string({ error: 'catalogue.errors.email_required' })
  .trim()
  .min(1, 'catalogue.errors.email_required')
  .max(254, 'catalogue.errors.email_invalid')
  .pipe(z.email('catalogue.errors.email_invalid'));
const advertGuid = z.uuid({ error: 'catalogue.errors.advert_not_found' });

/** `POST feedback`: a testimonial, stored pending until an admin approves it. */
export const feedbackBody = z.object({
  guid: advertGuid,
  name: requiredLine(80, 'catalogue.errors.name_required', 'catalogue.errors.name_too_long'),
  rating: z
    .number({ error: 'catalogue.errors.rating_invalid' })
    .int('catalogue.errors.rating_invalid')
    .min(0, 'catalogue.errors.rating_invalid')
    .max(5, 'catalogue.errors.rating_invalid'),
  message: requiredText(2000, 'catalogue.errors.message_required', 'catalogue.errors.message_too_long'),
});
export type FeedbackBody = z.infer<typeof feedbackBody>;

/** Lengths a client can ask for, in minutes. */
export const BOOKING_DURATIONS = [30, 60, 90, 120, 180, 240] as const;
export const BOOKING_VISITS = ['incall', 'outcall'] as const;
/** A preferred time from now (a few minutes of clock drift allowed) up to this many days ahead. */
export const BOOKING_MAX_DAYS_AHEAD = 90;

const preferredTime = z.preprocess(
  blankToUndefined,
  z
    .string({ error: 'catalogue.errors.preferred_at_invalid' })
    .max(40, 'catalogue.errors.preferred_at_invalid')
    .refine((value) => {
      const at = Date.parse(value);
      const now = Date.now();
      return (
        Number.isFinite(at) && at >= now - 10 * 60_000 && at <= now + BOOKING_MAX_DAYS_AHEAD * 86_400_000
      );
    }, 'catalogue.errors.preferred_at_invalid')
    .transform((value) => new Date(value).toISOString())
    .optional(),
);

/**
 * `POST booking`: the reservation form plus the advert's guid; mailed to the advertiser. The client's
 * home address is asked for only for an outcall: for an incall it is not wanted, so it is not kept.
 */
export const bookingBody = z
  .object({
    guid: advertGuid,
    first_name: requiredLine(80, 'catalogue.errors.first_name_required', 'catalogue.errors.name_too_long'),
    last_name: requiredLine(80, 'catalogue.errors.last_name_required', 'catalogue.errors.name_too_long'),
    contact_number: z
      .string({ error: 'catalogue.errors.contact_number_invalid' })
      .trim()
      .regex(/^\+?[\d\s().-]{6,30}$/, 'catalogue.errors.contact_number_invalid'),
    email: emailField,
    address: optionalLine(200),
    address2: optionalLine(200),
    country: optionalLine(80),
    city: optionalLine(80),
    postal_code: optionalLine(12),
    // Adults only: a visitor booking states an age of at least 18.
    age: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.coerce
        .number({ error: 'catalogue.errors.age_required' })
        .int('catalogue.errors.age_required')
        .min(18, 'catalogue.errors.adult_only')
        .max(120, 'catalogue.errors.age_required'),
    ),
    details: optionalText(2000),
    visit: z.preprocess(
      blankToUndefined,
      z.enum(BOOKING_VISITS, { error: 'catalogue.errors.visit_invalid' }).optional().default('incall'),
    ),
    preferred_at: preferredTime,
    duration_minutes: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: 'catalogue.errors.duration_invalid' })
        .refine(
          (n) => (BOOKING_DURATIONS as readonly number[]).includes(n),
          'catalogue.errors.duration_invalid',
        )
        .optional(),
    ),
  })
  .superRefine((b, ctx) => {
    if (b.visit !== 'outcall') return;
    for (const field of ['address', 'city', 'postal_code'] as const) {
      if (!b[field])
        ctx.addIssue({ code: 'custom', path: [field], message: 'catalogue.errors.outcall_address_required' });
    }
  })
  .transform((b) =>
    b.visit === 'outcall' ? b : { ...b, address: '', address2: '', city: '', postal_code: '', country: '' },
  );
export type BookingBody = z.input<typeof bookingBody>;

/** `POST contact`: the home contact form (Name and Email required, Email email-format). */
export const contactBody = z.object({
  name: requiredLine(100, 'catalogue.errors.name_required', 'catalogue.errors.name_too_long'),
  email: emailField,
  service: optionalLine(100),
  message: optionalText(5000),
});
export type ContactBody = z.input<typeof contactBody>;

// ---- responses (data of the envelope) ----

export const advertListData = pageOf('escorts', advertCard);
export type AdvertListData = z.infer<typeof advertListData>;
export const advertListResponse = envelope(advertListData);

export const featuredData = z.object({ escorts: z.array(advertCard) });
export type FeaturedData = z.infer<typeof featuredData>;
export const featuredResponse = envelope(featuredData);

export const advertDetailData = z.object({ escort: advertDetail });
export type AdvertDetailData = z.infer<typeof advertDetailData>;
export const advertDetailResponse = envelope(advertDetailData);

export const relatedData = z.object({ escorts: z.array(relatedAdvert) });
export type RelatedData = z.infer<typeof relatedData>;
export const relatedResponse = envelope(relatedData);

export const feedbackListData = z.object({ feedbacks: z.array(feedback) });
export type FeedbackListData = z.infer<typeof feedbackListData>;
export const feedbackListResponse = envelope(feedbackListData);

export const interestListData = z.object({ interests: z.array(interest) });
export type InterestListData = z.infer<typeof interestListData>;
export const interestListResponse = envelope(interestListData);

/** `escort/get-user-package`: the package object, or `{}` when the user has none. */
export const userPackageData = z.object({ escorts: z.union([userPackage, z.strictObject({})]) });
export type UserPackageData = z.infer<typeof userPackageData>;
export const userPackageResponse = envelope(userPackageData);

export const feedbackCreatedResponse = envelope(z.object({ status: z.literal('pending') }));
export const sentResponse = envelope(z.object({}));
