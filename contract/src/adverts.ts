import { z } from './zod.ts';
import { isoDate, nullableDate } from './dates.ts';
import { SEXES } from './limits.ts';
import { advertRate, openingHours, publicTour } from './advertiser-tools.ts';
import { duoPartner, screeningFacts } from './field-tools.ts';

/**
 * Public shapes of adverts. These never contain email, password data, tokens or exact
 * coordinates (rounded to 2 decimals; docs/product.md#privacy).
 */
export const imageAsset = z.object({
  /** URL of a mid-size WebP variant. */
  src: z.string(),
  /** `srcset` of every WebP variant, e.g. "/media/ab/x/320.webp 320w, /media/ab/x/640.webp 640w". */
  srcset: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type ImageAsset = z.infer<typeof imageAsset>;

/**
 * Where a place is beyond its town and postcode, the same for an advert and for a postcode looked up: the
 * region, the country and the coordinates.
 */
export const placeFacts = {
  state: z.string(),
  country: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
};

export const userPackage = z.object({
  id: z.number().int(),
  package_id: z.number().int(),
  /** "active" = validated. */
  status: z.enum(['active', 'expired']),
  starts_at: isoDate,
  ends_at: isoDate,
});
export type UserPackage = z.infer<typeof userPackage>;

/** How the lists name an advert beside its id: the public guid, the advertiser's name and town. */
export const advertNameplate = { guid: z.string(), name: z.string(), city: z.string() };

export const advertCard = z.object({
  id: z.number().int(),
  guid: z.string(),
  name: z.string(),
  age: z.number().int().nullable(),
  sex: z.enum(SEXES).nullable(),
  city: z.string(),
  address: z.string(),
  zip_code: z.string(),
  /** Path relative to the site root ("media/…/640.webp"); null when the advert has no photo. */
  main_image: z.string().nullable(),
  main_image_asset: imageAsset.nullable(),
  user_package: userPackage.nullable(),
  featured: z.boolean(),
  /** ISO time "available now" ends; null when the advertiser is not available now. */
  available_until: nullableDate,
  /**
   * An operator matched a selfie holding a one-time word with the advert's photos ("Verified photos"),
   * and no photo was added or replaced since. Unrelated to the paid `user_package` ("Validated").
   */
  photo_verified: z.boolean(),
  /** The advertiser was found 18 or older by an age check with MitID ("18+ verified with MitID"). */
  age_checked: z.boolean(),
  /** The tour running now: the advert is found in this town until the end of `ends_on`; else null. */
  visiting: publicTour.nullable(),
  /** The other advert of a confirmed duo, while both are public; else null. */
  duo: duoPartner.nullable(),
  /** Only on escort/all: kilometres from the given point, rounded to 0.1. */
  distance_km: z.number().optional(),
});
export type AdvertCard = z.infer<typeof advertCard>;

/** An interest's name in both languages, wherever an interest travels with both. */
export const interestNames = { name_en: z.string(), name_da: z.string() };

export const interest = z.object({
  id: z.number().int(),
  name: z.string(),
  ...interestNames,
});
export type Interest = z.infer<typeof interest>;

/**
 * What an advert says about the advertiser beyond its card, the same fields in the public detail, the
 * owner's profile and the back-office. Coordinates are rounded to 2 decimals in public answers and exact
 * for the owner and operators.
 */
export const advertFacts = {
  phone_code: z.string(),
  phone_number: z.string(),
  phone_country_code: z.string(),
  ...placeFacts,
  height: z.number().int().nullable(),
  weight: z.number().int().nullable(),
  burst: z.string(),
  /** Sanitised HTML (the about-text allowlist). */
  about: z.string(),
  eye_color: z.string(),
  hair_color: z.string(),
  /** As the advertiser saved them: up to 8 `{ minutes, price, place }`, price in whole kroner. */
  rates: z.array(advertRate),
  /** Per weekday `{ from, to }` (Danish time) or null when closed; null when no hours are given. */
  hours: openingHours.nullable(),
  ...screeningFacts,
};

export const advertDetail = advertCard.extend({
  ...advertFacts,
  is_user: z.number().int(),
  images: z.array(z.string()),
  image_assets: z.array(imageAsset),
  videos: z.array(z.string()),
  user_interest: z.array(z.object({ interest_id: z.number().int(), name: z.string() })),
  /** Tours not yet over, the running one first, soonest first. */
  tours: z.array(publicTour),
});
export type AdvertDetail = z.infer<typeof advertDetail>;

export const relatedAdvert = z.object({
  id: z.number().int(),
  ...advertNameplate,
  media: z.array(z.object({ original_url: z.string(), srcset: z.string() })),
  photo_verified: z.boolean(),
});
export type RelatedAdvert = z.infer<typeof relatedAdvert>;

export const feedback = z.object({
  id: z.number().int(),
  name: z.string(),
  rating: z.number().int().min(0).max(5),
  message: z.string(),
  created_at: isoDate,
});
export type Feedback = z.infer<typeof feedback>;
