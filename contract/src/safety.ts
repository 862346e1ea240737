import { z } from './zod.ts';
import { isoDate, nullableDate } from './dates.ts';
import { envelope, pageOf, pageQuery, recordAnswer } from './common.ts';
import { reviewPhoto } from './trust.ts';
import { accountNameplate } from './admin.ts';

/**
 * Safety screening: what the screening finds on an advert (a photo that is a copy of another account's, a
 * phone number another account uses too), the operators' queue of it, and the lists of hashes of known
 * abusive images they import.
 */
/** `age_check_failed`: an age check with MitID answered "not 18 or older"; the advert is held meanwhile. */
export const SAFETY_REASONS = [
  'duplicate_photo',
  'shared_phone',
  'trafficking_indicators',
  'age_check_failed',
] as const;
export type SafetyReason = (typeof SAFETY_REASONS)[number];

/** Perceptual hashes within this many differing bits (of 64) are the same photo: scaled, re-encoded, lightly cropped. */
export const PHOTO_MATCH_DISTANCE = 10;

/** One account as the safety queue shows it: who, and the photo concerned (when a photo is). */
export const safetyAccount = z.object({
  ...accountNameplate,
  city: z.string(),
  created_at: isoDate,
  public: z.boolean(),
  photo: reviewPhoto.nullable(),
});
export type SafetyAccount = z.infer<typeof safetyAccount>;

export const safetyFlag = z.object({
  id: z.number().int(),
  reason: z.enum(SAFETY_REASONS),
  created_at: isoDate,
  /** The advert is kept out of every public answer until an operator clears this. */
  holds: z.boolean(),
  /** The advert the finding is about (the newer one). */
  advert: safetyAccount,
  /** The other account: whose photo it copies, or the first found with the same phone number. */
  other: safetyAccount.nullable(),
  /** shared_phone: every account that has the number, in the order they were found (one finding per number). */
  accounts: z.array(safetyAccount),
  /** Differing bits between the two photos' hashes (duplicate_photo). */
  distance: z.number().int().nullable(),
  phone: z.string().nullable(),
  phrases: z.array(z.string()),
  resolved_at: nullableDate,
});
export type SafetyFlag = z.infer<typeof safetyFlag>;

export const adminSafetyQuery = pageQuery();
/** Open findings by reason, and how many of them hide an advert: the top of the queue. */
export const safetyCounts = z.object({
  holding: z.number().int(),
  by_reason: z.object(
    Object.fromEntries(SAFETY_REASONS.map((r) => [r, z.number().int()])) as Record<SafetyReason, z.ZodNumber>,
  ),
});
export type SafetyCounts = z.infer<typeof safetyCounts>;
/** A page of open findings (those hiding an advert first, then oldest first), and the counts of all of them. */
export const adminSafetyResponse = envelope(pageOf('flags', safetyFlag).extend({ counts: safetyCounts }));
export const adminSafetyFlagResponse = recordAnswer('flag', safetyFlag);

/** One hex hash per line (64-bit pHash: 16 hex digits); empty lines are mistakes too. */
export const HASH_LIST_MAX_LINES = 100_000;
export const hashListImportBody = z.object({
  source: z
    .string()
    .trim()
    .min(1, 'safety.hash_list_source_required')
    .max(200, 'safety.hash_list_source_too_long'),
  hashes: z.string().max(HASH_LIST_MAX_LINES * 18, 'safety.hash_list_too_long'),
});
export type HashListImportBody = z.infer<typeof hashListImportBody>;
export const hashListImportResponse = envelope(
  z.object({ imported: z.number().int(), already_known: z.number().int() }),
);

/** The advertiser's side: only that a photo is being checked, never what it matched. */
export const accountSafetyData = z.object({ photos_checking: z.boolean() });
export type AccountSafetyData = z.infer<typeof accountSafetyData>;
export const accountSafetyResponse = envelope(accountSafetyData);
