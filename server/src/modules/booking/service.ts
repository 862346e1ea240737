import type { bookingBody } from '@velvet/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { bookingEmail } from '../../emails/booking.ts';
import { advertNotFound, isGuid } from '../adverts/index.ts';
import { bookingRecipient, insertBookingRequest } from './repo.ts';

type BookingRequest = z.output<typeof bookingBody>;

/**
 * A visitor's booking request (DESIGN §5): stored, then mailed to the advertiser. The advertiser's
 * email never leaves the server; the visitor only learns that the request was sent.
 */
export async function requestBooking(
  deps: Pick<AppDeps, 'database' | 'mailer'>,
  body: BookingRequest,
): Promise<void> {
  const recipient = isGuid(body.guid) ? await bookingRecipient(deps.database.db, body.guid) : undefined;
  if (!recipient) throw advertNotFound();
  const mail = bookingEmail({
    advertName: recipient.name,
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
  });
  // The request and its email commit together: a stored request is always on its way to the advertiser.
  await deps.database.db.transaction(async (tx) => {
    await insertBookingRequest(tx, {
      advertiserId: recipient.id,
      firstName: body.first_name,
      lastName: body.last_name,
      contactNumber: body.contact_number,
      email: body.email,
      address: body.address,
      address2: body.address2,
      country: body.country,
      city: body.city,
      postalCode: body.postal_code,
      age: body.age,
      details: body.details,
      visit: body.visit,
      preferredAt: body.preferred_at ? new Date(body.preferred_at) : null,
      durationMinutes: body.duration_minutes ?? null,
    });
    await deps.mailer.enqueue(tx, { ...mail, to: recipient.email, template: 'booking', lang: 'da' });
  });
  deps.mailer.wake();
}
