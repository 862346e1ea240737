import { STATS_TIME_ZONE } from '@velvet/contract';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: STATS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The statistics day of an instant, "YYYY-MM-DD" in Danish time. */
export const statsDay = (at: Date = new Date()): string => dayFormat.format(at);

/** `day` moved by `delta` whole days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, delta: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + delta)).toISOString().slice(0, 10);
}
