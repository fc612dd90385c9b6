/**
 * Calendar arithmetic in a time zone. Instants are stored in UTC, but people live in
 * America/Sao_Paulo: "one month after 30 January at 22:00" and "which week is this" must be
 * answered on the São Paulo calendar, or a late-evening action lands on the wrong day.
 */

export const SAO_PAULO_TIME_ZONE = 'America/Sao_Paulo';

/** A calendar day; `month` is 1–12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** Wall-clock date and time in some time zone. */
export interface ZonedDateTime extends CalendarDate {
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // h23 avoids engines that print midnight as "24".
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function assertValidDate(date: Date): void {
  if (Number.isNaN(date.getTime())) throw new RangeError('Data inválida');
}

/** The wall-clock reading of `date` in `timeZone`. */
export function toZonedDateTime(date: Date, timeZone: string = SAO_PAULO_TIME_ZONE): ZonedDateTime {
  assertValidDate(date);
  const values: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return {
    year: values.year ?? 0,
    month: values.month ?? 0,
    day: values.day ?? 0,
    hour: values.hour ?? 0,
    minute: values.minute ?? 0,
    second: values.second ?? 0,
    millisecond: date.getUTCMilliseconds(),
  };
}

function wallClockAsUtcMs(parts: ZonedDateTime): number {
  return Date.UTC(
    parts.year,
    parts.month - 1,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second,
    parts.millisecond,
  );
}

function offsetMs(instantMs: number, timeZone: string): number {
  return wallClockAsUtcMs(toZonedDateTime(new Date(instantMs), timeZone)) - instantMs;
}

/**
 * The instant at which `timeZone` shows this wall-clock time. The offset is looked up twice
 * because the first guess can sit on the other side of a DST change (Brazil had DST until 2019).
 * A time the clock skipped (Brazil's DST began at midnight, so 00:30 did not exist that day) is
 * moved forward by the length of the gap, to 01:30 of the same day, as Temporal's "compatible"
 * rule does; it never falls back onto the day before.
 */
export function fromZonedDateTime(
  parts: ZonedDateTime,
  timeZone: string = SAO_PAULO_TIME_ZONE,
): Date {
  const asUtc = wallClockAsUtcMs(parts);
  const firstOffset = offsetMs(asUtc, timeZone);
  const secondOffset = offsetMs(asUtc - firstOffset, timeZone);
  const instant = asUtc - secondOffset;
  if (wallClockAsUtcMs(toZonedDateTime(new Date(instant), timeZone)) === asUtc) {
    return new Date(instant);
  }
  // In the gap: the offset before it (the smaller one, west of UTC) lands after the gap.
  return new Date(asUtc - Math.min(firstOffset, secondOffset));
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Adds calendar months on the wall clock of `timeZone`, keeping the time of day and clamping the
 * day to the end of a shorter month: 31 Jan + 1 month = 28 Feb (29 in leap years).
 */
export function addMonthsClamped(
  date: Date,
  months: number,
  timeZone: string = SAO_PAULO_TIME_ZONE,
): Date {
  if (!Number.isInteger(months)) throw new RangeError('Meses deve ser um número inteiro');
  const local = toZonedDateTime(date, timeZone);
  const monthIndex = local.year * 12 + (local.month - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const day = Math.min(local.day, daysInMonth(year, month));
  return fromZonedDateTime({ ...local, year, month, day }, timeZone);
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** 'YYYY-MM-DD' of `date` on the calendar of `timeZone`. */
export function toIsoCalendarDate(date: Date, timeZone: string = SAO_PAULO_TIME_ZONE): string {
  const { year, month, day } = toZonedDateTime(date, timeZone);
  return formatCalendarDate({ year, month, day });
}

export function formatCalendarDate({ year, month, day }: CalendarDate): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

export function isValidCalendarDate({ year, month, day }: CalendarDate): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/** Reads 'YYYY-MM-DD'; null when it is not a real calendar day. */
export function parseIsoCalendarDate(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isValidCalendarDate(date) ? date : null;
}
