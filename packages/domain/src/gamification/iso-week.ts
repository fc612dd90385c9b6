import { SAO_PAULO_TIME_ZONE, toZonedDateTime } from '../time/zoned-date.ts';
import type { CalendarDate } from '../time/zoned-date.ts';

const DAY_MS = 86_400_000;

/** ISO 8601 week of a calendar day: weeks start on Monday; week 1 holds the year's first Thursday. */
export function isoWeekOfCalendarDate({ year, month, day }: CalendarDate): {
  year: number;
  week: number;
} {
  const date = Date.UTC(year, month - 1, day);
  const weekday = (new Date(date).getUTCDay() + 6) % 7; // Monday = 0
  const thursday = new Date(date + (3 - weekday) * DAY_MS);
  const isoYear = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(isoYear, 0, 1)) / (7 * DAY_MS)) + 1;
  return { year: isoYear, week };
}

/**
 * The ISO week of an instant on the São Paulo calendar, as 'YYYY-Www' (e.g. '2026-W47'). Weekly
 * missions reset when this changes: Sunday 23:30 in São Paulo is still that week, although it
 * is already Monday in UTC.
 */
export function isoWeekKey(date: Date, timeZone: string = SAO_PAULO_TIME_ZONE): string {
  const { year, month, day } = toZonedDateTime(date, timeZone);
  const iso = isoWeekOfCalendarDate({ year, month, day });
  return `${iso.year}-W${String(iso.week).padStart(2, '0')}`;
}
