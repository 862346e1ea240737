import type { bookingBody } from '@velvet/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { bookingEmail } from '../../emails/booking.ts';
import { advertNotFound, isGuid } from '../adverts/index.ts';
import { bookingRecipient, insertBookingRequest } from './repo.ts';

type BookingRequest = z.output<typeof bookingBody>;

/**
 * A visitor's booking request: stored, then mailed to the advertiser. The advertiser's
 * email never leaves the server; the visitor only learns that the request was sent.
 */
export async function requestBooking(
  deps: Pick<AppDeps, 'database' | 'mailer'>,
  body: BookingRequest,
): Promise<void> {
  const recipient = isGuid(body.guid) ? await bookingRecipient(deps.database.db, body.guid) : undefined;
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
  // The request and its email commit together: a stored request is always on its way to the advertiser.
  await deps.database.db.transaction(async (tx) => {
    await insertBookingRequest(tx, { advertiserId: recipient.id, ...request });
    await deps.mailer.enqueue(tx, { ...mail, to: recipient.email, template: 'booking', lang: 'da' });
  });
  deps.mailer.wake();
}
