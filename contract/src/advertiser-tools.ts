import { z } from './zod.ts';
import { isoDate, nullableDate } from './dates.ts';
import { envelope, recordAnswer, wholeNumberIn } from './common.ts';
import { emailField, jsonList, requiredText } from './form-fields.ts';
import { DANISH_TIME_ZONE } from './limits.ts';

/**
 * What an advertiser can do without writing to support: pause the advert, and publish rates and opening
 * hours. Times of day are Danish time (Europe/Copenhagen).
 */

// ─── Pause ───────────────────────────────────────────────────────────────────────────────────────
/** A pause moves the paid package's end forward by the paused time, at most this much per package period. */
export const PAUSE_CREDIT_DAYS_MAX = 30;
/** A pause with a set end may end at most this far ahead. */
export const PAUSE_DAYS_MAX = 365;

/** `POST /api/account/pause`: from now; with `starts_at`, the advert shows again by itself then. */
export const pauseBody = z.object({
  starts_at: z.iso
    .datetime({ offset: true, error: 'tools.pause.starts_at_invalid' })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      const at = new Date(value);
      const ahead = at.getTime() - Date.now();
      if (ahead <= 0) ctx.addIssue({ code: 'custom', message: 'tools.pause.starts_at_past' });
      else if (ahead > PAUSE_DAYS_MAX * 86_400_000)
        ctx.addIssue({ code: 'custom', message: 'tools.pause.starts_at_too_far' });
      return at;
    }),
});
export type PauseBody = z.input<typeof pauseBody>;

export const pauseData = z.object({
  paused: z.boolean(),
  /** ISO time the pause began; null when not paused. */
  paused_at: nullableDate,
  /** ISO time the advert shows again by itself; null when paused until resumed by hand (or not paused). */
  starts_at: nullableDate,
  /** End of the paid package as it stands now (moved forward by the pause once it ends). */
  validated_until: nullableDate,
  credit_days_max: z.number().int(),
});
export type PauseData = z.infer<typeof pauseData>;
export const pauseResponse = envelope(pauseData);

// ─── Rates and opening hours ─────────────────────────────────────────────────────────────────────
export const RATES_MAX = 8;
export const RATE_PLACES = ['incall', 'outcall'] as const;
export const RATE_MINUTES = { min: 15, max: 1440 } as const;
/** Whole Danish kroner. */
export const RATE_PRICE = { min: 1, max: 99_999 } as const;
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** Opening and closing times, "HH:MM"; a day may close at 24:00. */
export const TIME_OF_DAY = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;

export const advertRate = z.object(
  {
    minutes: wholeNumberIn(RATE_MINUTES, 'tools.rates.minutes_invalid'),
    price: wholeNumberIn(RATE_PRICE, 'tools.rates.price_invalid'),
    place: z.enum(RATE_PLACES, { error: 'tools.rates.place_invalid' }),
  },
  { error: 'tools.rates.rate_invalid' },
);
export type AdvertRate = z.infer<typeof advertRate>;

/** `rates` of `escort/update-profile` (multipart: a JSON list). Absent: unchanged; `[]`: none. */
export const ratesField = jsonList(advertRate, RATES_MAX, {
  unreadable: 'tools.rates.unreadable',
  notAList: 'tools.rates.not_a_list',
  tooMany: 'tools.rates.too_many',
});

// A day that is neither a pair of times nor null (closed), or is missing, is named as such: zod's own
// "expected object" would reach the advertiser.
const dayHours = z
  .object(
    {
      from: z.string({ error: 'tools.hours.time_invalid' }).regex(TIME_OF_DAY, 'tools.hours.time_invalid'),
      to: z.string({ error: 'tools.hours.time_invalid' }).regex(TIME_OF_DAY, 'tools.hours.time_invalid'),
    },
    { error: 'tools.hours.day_invalid' },
  )
  .refine((d) => d.from < d.to, { path: ['to'], message: 'tools.hours.from_after_to' });
export type DayHours = z.infer<typeof dayHours>;

/** Per weekday the hours, or null when closed that day. */
export const openingHours = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayHours.nullable()])) as Record<
    Weekday,
    z.ZodNullable<typeof dayHours>
  >,
  { error: 'tools.hours.not_a_week' },
);
export type OpeningHours = z.infer<typeof openingHours>;

/**
 * `hours` of `escort/update-profile` (multipart: a JSON object, or an object from a JSON client).
 * Absent: unchanged; `null` or blank: no hours given.
 */
export const hoursField = z
  .union([z.string(), z.record(z.string(), z.unknown()), z.null()], { error: 'tools.hours.not_a_week' })
  .transform((value, ctx): unknown => {
    if (value === null || typeof value === 'object') return value;
    const text = value.trim();
    if (text === '' || text === 'null') return null;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'tools.hours.invalid' });
      return z.NEVER;
    }
  })
  .pipe(openingHours.nullable());

/** The time zone opening hours are kept in. */
export const HOURS_TIME_ZONE = DANISH_TIME_ZONE;

const DANISH_CLOCK = new Intl.DateTimeFormat('en-US', {
  timeZone: HOURS_TIME_ZONE,
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The weekday and "HH:MM" in Denmark at `at`. */
export function danishClock(at: Date): { day: Weekday; time: string } {
  const parts = Object.fromEntries(DANISH_CLOCK.formatToParts(at).map((p) => [p.type, p.value]));
  const day = String(parts.weekday).slice(0, 3).toLowerCase() as Weekday;
  return { day, time: `${parts.hour}:${parts.minute}` };
}

/**
 * Whether the hours say open at `at` (Danish time), and if not, when it opens next within a week: today
 * later, or another day. Null when no hours are given.
 */
export function openingState(
  hours: OpeningHours | null,
  at: Date,
):
  | { open: true; until: string }
  | { open: false; next: { day: Weekday; time: string; today: boolean } | null }
  | null {
  if (!hours) return null;
  const { day, time } = danishClock(at);
  const today = hours[day];
  if (today && today.from <= time && time < today.to) return { open: true, until: today.to };
  if (today && time < today.from) return { open: false, next: { day, time: today.from, today: true } };
  const start = WEEKDAYS.indexOf(day);
  for (let i = 1; i <= 7; i += 1) {
    const next = WEEKDAYS[(start + i) % 7]!;
    const hoursThen = hours[next];
    if (hoursThen) return { open: false, next: { day: next, time: hoursThen.from, today: false } };
  }
  return { open: false, next: null };
}

// ─── Touring ─────────────────────────────────────────────────────────────────────────────────────
/** A tour lasts at most this many days, both ends included. */
export const TOUR_DAYS_MAX = 14;
/** At most this many tours not yet over. */
export const TOURS_UPCOMING_MAX = 5;
/** A tour may start at most this far ahead. */
export const TOUR_AHEAD_DAYS_MAX = 365;

const DANISH_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: HOURS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The date in Denmark at `at`, "YYYY-MM-DD". */
export const danishDay = (at: Date): string => DANISH_DAY.format(at);

/** Days from one "YYYY-MM-DD" to another (calendar days, whatever the clock change). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** A real "YYYY-MM-DD" day (not 2026-02-30). */
const isCalendarDay = (day: unknown): day is string => {
  if (typeof day !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const at = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === day;
};
export const calendarDay = (error: string) => z.string({ error }).refine(isCalendarDay, error);

/**
 * `POST /api/account/tours`: a postcode or a town name, and the first and last day (Danish dates). Whether
 * the place exists, and how the tour sits with the others, the server decides.
 */
export const tourBody = z
  .object({
    zip_code: z
      .string({ error: 'tools.tours.place_unknown' })
      .trim()
      .max(10, 'tools.tours.place_unknown')
      .optional(),
    town: z
      .string({ error: 'tools.tours.place_unknown' })
      .trim()
      .max(60, 'tools.tours.place_unknown')
      .optional(),
    starts_on: calendarDay('tools.tours.starts_on_invalid'),
    ends_on: calendarDay('tools.tours.ends_on_invalid'),
  })
  .superRefine((body, ctx) => {
    if (!body.zip_code && !body.town)
      ctx.addIssue({ code: 'custom', path: ['zip_code'], message: 'tools.tours.place_missing' });
    // Each day's own message is enough when it is not a day at all.
    if (!isCalendarDay(body.starts_on) || !isCalendarDay(body.ends_on)) return;
    const today = danishDay(new Date());
    if (body.starts_on < today)
      ctx.addIssue({ code: 'custom', path: ['starts_on'], message: 'tools.tours.starts_on_past' });
    else if (daysBetween(today, body.starts_on) > TOUR_AHEAD_DAYS_MAX)
      ctx.addIssue({ code: 'custom', path: ['starts_on'], message: 'tools.tours.starts_on_too_far' });
    if (body.ends_on < body.starts_on)
      ctx.addIssue({ code: 'custom', path: ['ends_on'], message: 'tools.tours.ends_before_start' });
    else if (daysBetween(body.starts_on, body.ends_on) + 1 > TOUR_DAYS_MAX)
      ctx.addIssue({ code: 'custom', path: ['ends_on'], message: 'tools.tours.too_long' });
  });
export type TourBody = z.input<typeof tourBody>;

/** Where and when a tour is, as the public sees it. */
export const publicTour = z.object({
  city: z.string(),
  zip_code: z.string(),
  /** First day, "YYYY-MM-DD" (Danish date). */
  starts_on: z.string(),
  /** Last day, "YYYY-MM-DD" (Danish date): the tour ends at the end of it. */
  ends_on: z.string(),
});
export type PublicTour = z.infer<typeof publicTour>;

export const tour = publicTour.extend({
  id: z.number().int(),
  /** The tour is running now. */
  current: z.boolean(),
});
export type Tour = z.infer<typeof tour>;

export const toursResponse = envelope(z.object({ tours: z.array(tour) }));
export const tourResponse = recordAnswer('tour', tour);
export const tourParams = z.object({ id: z.coerce.number().int().positive() });

// ─── Safety check-in ─────────────────────────────────────────────────────────────────────────────
export const CHECK_IN_MINUTES = { min: 15, max: 720 } as const;
/** The advertiser is reminded this long before a check-in runs out. */
export const CHECK_IN_REMINDER_MINUTES = 10;
export const CHECK_IN_NOTE_MAX = 1000;

/** `POST /api/account/emergency-contact`: whom a missed check-in alerts, in their own language. */
export const emergencyContactBody = z.object({
  name: requiredText('tools.contact.name_required', 100),
  email: emailField,
  language: z.enum(['en', 'da'], { error: 'tools.contact.language_invalid' }).optional(),
});
export type EmergencyContactBody = z.input<typeof emergencyContactBody>;

export const emergencyContact = z.object({
  name: z.string(),
  email: z.string(),
  language: z.enum(['en', 'da']),
  /** The contact followed the emailed link; only then can a check-in start. */
  confirmed: z.boolean(),
});
export type EmergencyContact = z.infer<typeof emergencyContact>;

/** `POST /api/emergency-contact/confirm`: the token of the link emailed to the contact. */
export const confirmContactBody = z.object({
  token: z.string({ error: 'tools.contact.link_invalid' }).min(1, 'tools.contact.link_invalid').max(200),
});

/** `POST /api/account/check-in`: how long until the contact is alerted, and what they are told. */
export const checkInBody = z.object({
  minutes: wholeNumberIn(CHECK_IN_MINUTES, 'tools.check_in.minutes_invalid'),
  note: z
    .string({ error: 'tools.check_in.note_too_long' })
    .trim()
    .max(CHECK_IN_NOTE_MAX, 'tools.check_in.note_too_long')
    .optional()
    .default(''),
});
export type CheckInBody = z.input<typeof checkInBody>;

export const checkInData = z.object({
  contact: emergencyContact.nullable(),
  /** The running check-in: when it runs out; null when none runs. */
  check_in: z
    .object({
      due_at: isoDate,
      /** Set once it ran out and the contact was alerted (the note is gone by then). */
      fired_at: nullableDate,
    })
    .nullable(),
});
export type CheckInData = z.infer<typeof checkInData>;
export const checkInResponse = envelope(checkInData);
