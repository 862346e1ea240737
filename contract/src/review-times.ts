import { z } from './zod.ts';
import { envelope } from './common.ts';
export { REVIEW_TIME_MIN_DECISIONS, REVIEW_TIME_WINDOW_DAYS } from './durations.ts';

/**
 * How long operators take: the median time from a verification or review request to an operator's
 * decision (public, in words), and how long the oldest item of each queue has waited (operators).
 */

export const reviewTimes = z.object({
  window_days: z.number().int(),
  /** Decisions in the window whose request time is known. */
  decisions: z.number().int(),
  /** Null while there are fewer than REVIEW_TIME_MIN_DECISIONS decisions. */
  median_seconds: z.number().int().nullable(),
});
export type ReviewTimes = z.infer<typeof reviewTimes>;
export const reviewTimesResponse = envelope(reviewTimes);

export const REVIEW_QUEUES = ['verification', 'review', 'safety'] as const;
export type ReviewQueue = (typeof REVIEW_QUEUES)[number];

/** Seconds the oldest waiting item of each queue has waited; null when nothing waits there. */
export const oldestWaitingSeconds = z.object({
  verification: z.number().int().nullable(),
  review: z.number().int().nullable(),
  safety: z.number().int().nullable(),
});
export type OldestWaitingSeconds = z.infer<typeof oldestWaitingSeconds>;
