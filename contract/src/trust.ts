import { z } from './zod.ts';
import { isoDate, nullableDate } from './dates.ts';
import { advertNameplate, imageAsset } from './adverts.ts';
import { envelope, pageAnswer, pageQuery, recordAnswer, statusPageQuery, trimmedText } from './common.ts';
import { QUEUE_REASONS } from './queue-reasons.ts';

/**
 * Trust checks: photo verification (a selfie holding a one-time word, matched by an operator against
 * the advert's photos) and review before publishing (MODERATION=post | pre).
 */

export const MODERATION_MODES = ['post', 'pre'] as const;
export type ModerationMode = (typeof MODERATION_MODES)[number];

/** `GET /api/config`: what the public pages need to know about how this site runs. */
export const publicConfigData = z.object({ moderation: z.enum(MODERATION_MODES) });
export type PublicConfigData = z.infer<typeof publicConfigData>;
export const publicConfigResponse = envelope(publicConfigData);

/** An operator's reason for a rejection, sent to the advertiser. */
export const trustRejectBody = z.object({
  reason: trimmedText('trust.reason_required', { min: 3, max: 1000, tooLong: 'trust.reason_too_long' }),
});
export type TrustRejectBody = z.infer<typeof trustRejectBody>;

// ─── Photo verification ────────────────────────────────────────────────────────

/**
 * none: never asked; word_issued: a word is shown, no selfie yet; pending: waiting for an operator;
 * approved: "Verified photos"; rejected: see `reason` (a new word starts again).
 */
export const VERIFICATION_STATES = ['none', 'word_issued', 'pending', 'approved', 'rejected'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

/** `GET`/`POST /api/account/verification`, `POST /api/account/verification/word`. */
export const verificationData = z.object({
  status: z.enum(VERIFICATION_STATES),
  /** The one-time word the selfie must show (the same in both languages); null before one is asked for. */
  word: z.string().nullable(),
  reason: z.string().nullable(),
  /** The selfie sent, through a signed URL only its owner receives. */
  selfie: imageAsset.nullable(),
  issued_at: nullableDate,
  submitted_at: nullableDate,
  decided_at: nullableDate,
  photo_verified: z.boolean(),
});
export type VerificationData = z.infer<typeof verificationData>;
export const verificationResponse = envelope(verificationData);

export const ADMIN_VERIFICATION_FILTERS = ['pending', 'approved', 'rejected'] as const;
export const adminVerificationsQuery = statusPageQuery(ADMIN_VERIFICATION_FILTERS, 'pending');
export type AdminVerificationsQuery = z.infer<typeof adminVerificationsQuery>;

/** A photo or video of an advert as operators open it: through a signed URL (`srcset` for photos). */
export const signedMedia = {
  id: z.number().int(),
  kind: z.enum(['main', 'image', 'video']),
  url: z.string(),
  srcset: z.string().nullable(),
};

/** A photo of the advert as the queues show it (`held` = waiting for review). */
export const reviewPhoto = z.object({
  ...signedMedia,
  held: z.boolean(),
  reviewed: z.boolean(),
});
export type ReviewPhoto = z.infer<typeof reviewPhoto>;

export const adminVerification = z.object({
  advertiser_id: z.number().int(),
  ...advertNameplate,
  status: z.enum(VERIFICATION_STATES),
  word: z.string(),
  reason: z.string().nullable(),
  selfie: imageAsset.nullable(),
  photos: z.array(reviewPhoto),
  submitted_at: nullableDate,
  decided_at: nullableDate,
});
export type AdminVerification = z.infer<typeof adminVerification>;
export const adminVerificationsResponse = pageAnswer('verifications', adminVerification);
export const adminVerificationResponse = recordAnswer('verification', adminVerification);

// ─── Review before publishing ──────────────────────────────────────────────────

/** pending: waiting for an operator; approved; rejected: see `reason`. */
export const REVIEW_STATES = ['pending', 'approved', 'rejected'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** `GET /api/account/review`: the signed-in advertiser's review state. */
export const accountReviewData = z.object({
  mode: z.enum(MODERATION_MODES),
  status: z.enum(REVIEW_STATES),
  /** Hidden from the public until an operator approves it (MODERATION=pre). */
  held: z.boolean(),
  reason: z.string().nullable(),
  /** Photos and videos waiting for review, hidden from the public meanwhile (MODERATION=pre). */
  held_media: z.number().int(),
});
export type AccountReviewData = z.infer<typeof accountReviewData>;
export const accountReviewResponse = envelope(accountReviewData);

export const adminReviewQuery = pageQuery();
export type AdminReviewQuery = z.infer<typeof adminReviewQuery>;

export const adminReviewItem = z.object({
  id: z.number().int(),
  ...advertNameplate,
  created_at: isoDate,
  status: z.enum(REVIEW_STATES),
  held: z.boolean(),
  /** Why it waits for an operator: the first of `reasons`. */
  reason: z.enum(QUEUE_REASONS),
  /**
   * Everything that makes it wait, the weightiest first: a finding of the screening that hides it, a new
   * advert (or one changed after a rejection), new photos or videos; `report` when a visitor's report of it
   * is open too.
   */
  reasons: z.array(z.enum(QUEUE_REASONS)),
  /** The operator's reason when it was rejected (sent to the advertiser); null otherwise. */
  rejection_reason: z.string().nullable(),
  /** Whether the advert is public now (post-moderation, or approved). */
  public: z.boolean(),
  /**
   * An age check with MitID found the advertiser 18 or older: the review need not judge her age from the
   * photos (docs/age-check.md).
   */
  age_checked: z.boolean(),
  photos: z.array(reviewPhoto),
});
export type AdminReviewItem = z.infer<typeof adminReviewItem>;
export const adminReviewResponse = pageAnswer('adverts', adminReviewItem);
export const adminReviewItemResponse = recordAnswer('advert', adminReviewItem);
