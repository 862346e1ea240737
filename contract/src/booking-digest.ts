import { z } from './zod.ts';
import { envelope } from './common.ts';

/**
 * Booking requests to one advert, whoever sends them: at most this many an hour and a day. Beyond them a
 * visitor is told to try later, and nothing is stored or mailed.
 */
export const BOOKING_CAPS = { perHour: 20, perDay: 60 } as const;

/** `GET`/`POST /api/account/booking-digest`: one email a day with the day's booking requests, or one each. */
export const bookingDigestBody = z.object({ daily: z.boolean() });
export type BookingDigestBody = z.infer<typeof bookingDigestBody>;
export const bookingDigestResponse = envelope(bookingDigestBody);
export type BookingDigestData = BookingDigestBody;
