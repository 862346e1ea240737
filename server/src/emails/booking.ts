import { intlLocale, type Language } from '@velvet/contract';
import { bilingualLayout, emailText, layout, type EmailText, type RenderedEmail } from './layout.ts';
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
  age: number | null;
  details: string;
  visit: 'incall' | 'outcall';
  preferredAt: Date | null;
  durationMinutes: number | null;
};

/** "Label: value", or nothing when the visitor left the field empty. */
const line = (label: string, value: string) => (value ? `${label}: ${value}` : '');
const lines = (...items: string[]) => items.filter(Boolean).join('\n');

/** One request's facts and the visitor's words, as the email for it and the digest show them. */
function requestParagraphs(t: EmailText, lang: Language, b: Omit<BookingEmailInput, 'advertName'>): string[] {
  const name = `${b.firstName} ${b.lastName}`;
  const place = [b.postalCode, b.city].filter(Boolean).join(' ');
  return [
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
      line(t('emails.booking.age'), b.age === null ? '' : String(b.age)),
    ),
    b.details ? t('emails.booking.details', { details: b.details }) : '',
  ].filter(Boolean);
}

/**
 * The booking request an advertiser receives: stored, then mailed. We do not store an advertiser's
 * language, so the mail is in Danish (the market) with the same text in English below it.
 */
export function bookingEmail(b: BookingEmailInput): RenderedEmail {
  const name = `${b.firstName} ${b.lastName}`;
  return bilingualLayout(
    (t, lang) => ({
      subject: t('emails.booking.subject'),
      paragraphs: [
        t('emails.hello', { name: b.advertName }),
        t('emails.booking.intro'),
        ...requestParagraphs(t, lang, b),
        t('emails.booking.reply'),
      ],
    }),
    ` — ${name}`,
  );
}

/**
 * One email a day instead of one a request, for an advertiser who chose it: yesterday's requests, oldest
 * first, in the language she chose it in (the one language of hers we keep).
 */
export function bookingDigestEmail(
  lang: Language,
  input: { advertName: string; requests: Omit<BookingEmailInput, 'advertName'>[] },
): RenderedEmail {
  const t = emailText(lang);
  const count = input.requests.length;
  const subject =
    count === 1
      ? t('emails.booking_digest.subject_one')
      : t('emails.booking_digest.subject_other', { count });
  return layout(lang, subject, [
    t('emails.hello', { name: input.advertName }),
    t('emails.booking_digest.intro'),
    ...input.requests.flatMap((request, i) => [
      t('emails.booking_digest.request', { number: i + 1, count }),
      ...requestParagraphs(t, lang, request),
    ]),
    t('emails.booking.reply'),
    t('emails.booking_digest.settings'),
  ]);
}
