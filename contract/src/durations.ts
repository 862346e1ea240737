import { intlLocale } from './locale.ts';

/**
 * The public wait-time figure's rules and its words, without zod: the pages that show it (/about, the
 * verification panel) import this file alone.
 */
export const REVIEW_TIME_WINDOW_DAYS = 30;
/** Fewer decisions than this in the window make no figure worth telling. */
export const REVIEW_TIME_MIN_DECISIONS = 5;

/**
 * A typical wait in words, rounded to the nearest unit a reader thinks in: "25 minutes", "3 hours",
 * "2 days" / "25 minutter", "3 timer", "2 dage" (hours up to two days, then days).
 */
export function durationInWords(lang: 'en' | 'da', seconds: number): string {
  const [value, unit] =
    seconds < 3600
      ? [Math.max(1, Math.round(seconds / 60)), 'minute']
      : seconds < 48 * 3600
        ? [Math.round(seconds / 3600), 'hour']
        : [Math.round(seconds / 86_400), 'day'];
  return new Intl.NumberFormat(intlLocale(lang), { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}
