import { z } from './zod.ts';
import { nullableDate } from './dates.ts';
import { envelope } from './common.ts';
import { DANISH_TIME_ZONE } from './limits.ts';

/**
 * What brings people back: "available now" for advertisers, and per-day statistics of their advert
 * (views, phone and chat clicks, booking requests) counted without any visitor identifier.
 */

/** "Available now" lasts 1 to 12 hours at a time. */
export const AVAILABLE_HOURS_MIN = 1;
export const AVAILABLE_HOURS_MAX = 12;
/** Starting (or extending) "available now" is allowed this many times per day (Copenhagen time). */
export const AVAILABLE_STARTS_PER_DAY = 2;
/** The statistics day follows Danish time. */
export const STATS_TIME_ZONE = DANISH_TIME_ZONE;
export const STATS_DAYS_DEFAULT = 30;
export const STATS_DAYS_MAX = 90;

/** `POST /api/account/available`. */
export const availableBody = z.object({
  hours: z
    .number({ error: 'revisit.available.hours_invalid' })
    .int('revisit.available.hours_invalid')
    .min(AVAILABLE_HOURS_MIN, 'revisit.available.hours_invalid')
    .max(AVAILABLE_HOURS_MAX, 'revisit.available.hours_invalid'),
});
export type AvailableBody = z.infer<typeof availableBody>;

export const availabilityData = z.object({
  /** ISO time "available now" ends; null when not available. */
  available_until: nullableDate,
  starts_today: z.number().int(),
  starts_left_today: z.number().int(),
  starts_per_day: z.number().int(),
  /** Whether the advert may use it at all (public, with an active package). */
  eligible: z.boolean(),
});
export type AvailabilityData = z.infer<typeof availabilityData>;
export const availabilityResponse = envelope(availabilityData);

export const STATS_EVENT_TYPES = ['view', 'phone', 'chat'] as const;
export type StatsEventType = (typeof STATS_EVENT_TYPES)[number];

/** `POST /api/stats/{guid}`: the beacon a detail page sends. */
export const statsBeaconBody = z.object({ type: z.enum(STATS_EVENT_TYPES) });
export type StatsBeaconBody = z.infer<typeof statsBeaconBody>;

/** `GET /api/account/stats?days=30`. */
export const statsQuery = z.object({
  days: z.coerce
    .number()
    .int()
    .catch(STATS_DAYS_DEFAULT)
    .transform((n) => Math.min(Math.max(n, 1), STATS_DAYS_MAX)),
});

export const statsTotals = z.object({
  views: z.number().int(),
  phone: z.number().int(),
  chat: z.number().int(),
  bookings: z.number().int(),
});
export type StatsTotals = z.infer<typeof statsTotals>;

export const statsDay = statsTotals.extend({ date: z.string() });
export type StatsDay = z.infer<typeof statsDay>;

export const accountStatsData = z.object({
  /** Oldest first, one entry per day up to today, zeros included. */
  days: z.array(statsDay),
  totals: statsTotals,
  /** The same number of days just before (for "change against the previous period"). */
  previous: statsTotals,
});
export type AccountStatsData = z.infer<typeof accountStatsData>;
export const accountStatsResponse = envelope(accountStatsData);

/** `GET /api/admin/stats`: site-wide totals for the back-office overview. */
export const adminStatsData = z.object({
  today: statsTotals,
  last_30_days: statsTotals,
  available_now: z.number().int(),
});
export type AdminStatsData = z.infer<typeof adminStatsData>;
export const adminStatsResponse = envelope(adminStatsData);
