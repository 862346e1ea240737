import { BOOKING_CAPS, type BookingDigestData, type bookingBody, type Language } from '@velvet/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { bookingDigestEmail, bookingEmail } from '../../emails/booking.ts';
import { AppError } from '../../lib/errors.ts';
import { advertNotFound, isGuid } from '../adverts/index.ts';
import * as repo from './repo.ts';

type BookingRequest = z.output<typeof bookingBody>;

/**
 * A visitor's booking request: stored, then mailed to the advertiser (or kept for her daily digest, when
 * she chose one). The advertiser's email never leaves the server; the visitor only learns that the request
 * was sent. An advert takes at most 20 requests an hour and 60 a day, whatever addresses they come from:
 * the per-address limits alone let a few dozen addresses fill one inbox.
 */
export async function requestBooking(
  deps: Pick<AppDeps, 'database' | 'mailer'>,
  body: BookingRequest,
): Promise<void> {
  const recipient = isGuid(body.guid) ? await repo.bookingRecipient(deps.database.db, body.guid) : undefined;
  if (!recipient) throw advertNotFound();
  // One set of fields for the stored request and the advertiser's email, so the two always agree.
  const request = {
    firstName: body.first_name,
    lastName: body.last_name,
    contactNumber: body.contact_number,
    email: body.email,
    address: body.address,
    address2: body.address2,
    postalCode: body.postal_code,
    city: body.city,
    country: body.country,
    age: body.age,
    details: body.details,
    visit: body.visit,
    preferredAt: body.preferred_at ? new Date(body.preferred_at) : null,
    durationMinutes: body.duration_minutes ?? null,
  };
  const mail = bookingEmail({ advertName: recipient.name, ...request });
  const digest = recipient.digestLang !== null;
  // The request and its email commit together: a stored request is always on its way to the advertiser.
  await deps.database.db.transaction(async (tx) => {
    const recent = await repo.recentRequests(tx, recipient.id);
    if (recent.hour >= BOOKING_CAPS.perHour) throw new AppError('catalogue.booking.advert_hourly_cap', 429);
    if (recent.day >= BOOKING_CAPS.perDay) throw new AppError('catalogue.booking.advert_daily_cap', 429);
    await repo.insertBookingRequest(tx, { advertiserId: recipient.id, ...request, awaitingDigest: digest });
    if (!digest)
      await deps.mailer.enqueue(tx, { ...mail, to: recipient.email, template: 'booking', lang: 'da' });
  });
  if (!digest) deps.mailer.wake();
}

/** Whether the signed-in advertiser takes one digest a day instead of an email a request. */
export async function bookingDigestState(
  deps: Pick<AppDeps, 'database'>,
  advertiserId: number,
): Promise<BookingDigestData> {
  return { daily: (await repo.digestLanguage(deps.database.db, advertiserId)) !== null };
}

/**
 * Switches the daily digest on (in the language she uses now: the digest is written in it) or off. Requests
 * already waiting for a digest still go in the next one.
 */
export async function setBookingDigest(
  deps: Pick<AppDeps, 'database'>,
  advertiserId: number,
  daily: boolean,
  lang: Language,
): Promise<BookingDigestData> {
  await repo.setDigest(deps.database.db, advertiserId, daily ? lang : null);
  return { daily };
}

/** Requests claimed per pass: the daily cap of a few hundred adverts. */
const DIGEST_BATCH = 2_000;

/**
 * One pass of the daily digests: every request still waiting that was sent before today (Danish time) is
 * claimed once (several instances may run this), and each advertiser gets one email with hers, in the
 * digest's language, in the transaction that claims them. Answers the number of digests queued.
 */
export async function sendBookingDigests(deps: Pick<AppDeps, 'database' | 'mailer'>): Promise<number> {
  const queued = await deps.database.db.transaction(async (tx) => {
    const rows = await repo.claimDigestRequests(tx, DIGEST_BATCH);
    const byAdvertiser = new Map<number, typeof rows>();
    for (const row of rows)
      byAdvertiser.set(row.request.advertiserId, [
        ...(byAdvertiser.get(row.request.advertiserId) ?? []),
        row,
      ]);
    for (const group of byAdvertiser.values()) {
      const first = group[0]!;
      const lang = first.lang ?? 'da';
      await deps.mailer.enqueue(tx, {
        to: first.email,
        template: 'booking_digest',
        lang,
        ...bookingDigestEmail(lang, {
          advertName: first.name,
          requests: group.map(({ request: r }) => ({
            firstName: r.firstName,
            lastName: r.lastName,
            contactNumber: r.contactNumber,
            email: r.email,
            address: r.address,
            address2: r.address2,
            postalCode: r.postalCode,
            city: r.city,
            country: r.country,
            age: r.age,
            details: r.details,
            visit: r.visit,
            preferredAt: r.preferredAt,
            durationMinutes: r.durationMinutes,
          })),
        }),
      });
    }
    return byAdvertiser.size;
  });
  if (queued) deps.mailer.wake();
  return queued;
}
