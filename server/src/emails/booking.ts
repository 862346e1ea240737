import { intlLocale } from '@velvet/contract';
import { bilingualLayout, type RenderedEmail } from './layout.ts';
import { formatDayTime } from './format.ts';

export type BookingEmailInput = {
  advertName: string;
  firstName: string;
  lastName: string;
  contactNumber: string;
  email: string;
  address: string;
  address2: string;
  postalCode: string;
  city: string;
  country: string;
  age: number;
  details: string;
  visit: 'incall' | 'outcall';
  preferredAt: Date | null;
  durationMinutes: number | null;
};

/** "Label: value", or nothing when the visitor left the field empty. */
const line = (label: string, value: string) => (value ? `${label}: ${value}` : '');
const lines = (...items: string[]) => items.filter(Boolean).join('\n');

/**
 * The booking request an advertiser receives: stored, then mailed. We do not store an advertiser's
 * language, so the mail is in Danish (the market) with the same text in English below it.
 */
export function bookingEmail(b: BookingEmailInput): RenderedEmail {
  const name = `${b.firstName} ${b.lastName}`;
  const place = [b.postalCode, b.city].filter(Boolean).join(' ');
  return bilingualLayout(
    (t, lang) => ({
      subject: t('emails.booking.subject'),
      paragraphs: [
        t('emails.hello', { name: b.advertName }),
        t('emails.booking.intro'),
        lines(
          line(
            t('emails.booking.preferred_time'),
            b.preferredAt ? formatDayTime(intlLocale(lang), b.preferredAt) : '',
          ),
          line(
            t('emails.booking.duration'),
            b.durationMinutes ? t('emails.booking.minutes', { minutes: b.durationMinutes }) : '',
          ),
          line(t('emails.booking.visit'), t(`emails.booking.visit_${b.visit}`)),
          line(t('emails.booking.name'), name),
          line(t('emails.booking.phone'), b.contactNumber),
          line(t('emails.booking.email'), b.email),
          line(t('emails.booking.address'), b.address),
          line(t('emails.booking.address2'), b.address2),
          line(t('emails.booking.place'), place),
          line(t('emails.booking.country'), b.country),
          line(t('emails.booking.age'), String(b.age)),
        ),
        b.details ? t('emails.booking.details', { details: b.details }) : '',
        t('emails.booking.reply'),
      ].filter(Boolean),
    }),
    ` — ${name}`,
  );
}
