import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonthsClamped,
  daysInMonth,
  formatCalendarDate,
  fromZonedDateTime,
  isValidCalendarDate,
  parseIsoCalendarDate,
  toIsoCalendarDate,
  toZonedDateTime,
} from './zoned-date.ts';

describe('São Paulo wall clock', () => {
  it('reads an instant on the São Paulo calendar (UTC−3 since 2019)', () => {
    expect(toZonedDateTime(new Date('2026-11-23T02:30:00.250Z'))).toEqual({
      year: 2026,
      month: 11,
      day: 22,
      hour: 23,
      minute: 30,
      second: 0,
      millisecond: 250,
    });
    expect(toIsoCalendarDate(new Date('2026-01-01T02:59:59Z'))).toBe('2025-12-31');
    expect(toIsoCalendarDate(new Date('2026-01-01T03:00:00Z'))).toBe('2026-01-01');
  });

  it('knows the old daylight saving time (UTC−2 in summer 2018/19)', () => {
    expect(toZonedDateTime(new Date('2019-01-15T12:00:00Z')).hour).toBe(10);
    expect(
      fromZonedDateTime({
        year: 2019,
        month: 1,
        day: 15,
        hour: 10,
        minute: 0,
        second: 0,
        millisecond: 0,
      }).toISOString(),
    ).toBe('2019-01-15T12:00:00.000Z');
  });

  it('round-trips instants', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2020-01-01T00:00:00Z'),
          max: new Date('2100-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        (date) => {
          expect(fromZonedDateTime(toZonedDateTime(date)).getTime()).toBe(date.getTime());
        },
      ),
    );
  });

  it('rejects invalid dates', () => {
    expect(() => toZonedDateTime(new Date('nope'))).toThrow(RangeError);
  });

  it('works in other zones too', () => {
    expect(toIsoCalendarDate(new Date('2026-11-23T02:30:00Z'), 'UTC')).toBe('2026-11-23');
  });
});

describe('addMonthsClamped', () => {
  it.each([
    ['2025-01-31T15:00:00Z', 1, '2025-02-28T15:00:00.000Z'],
    ['2024-01-31T15:00:00Z', 1, '2024-02-29T15:00:00.000Z'],
    ['2025-01-31T15:00:00Z', 2, '2025-03-31T15:00:00.000Z'],
    ['2025-03-31T15:00:00Z', -1, '2025-02-28T15:00:00.000Z'],
    ['2025-12-15T15:00:00Z', 1, '2026-01-15T15:00:00.000Z'],
    ['2025-05-31T15:00:00Z', 13, '2026-06-30T15:00:00.000Z'],
    ['2025-05-10T15:00:00Z', 0, '2025-05-10T15:00:00.000Z'],
  ])('%s + %i months = %s', (from, months, expected) => {
    expect(addMonthsClamped(new Date(from), months).toISOString()).toBe(expected);
  });

  it('counts months on the São Paulo calendar, not UTC', () => {
    // 30 Jan 22:00 in São Paulo is already 31 Jan in UTC; one month later is 28 Feb 22:00 there.
    expect(addMonthsClamped(new Date('2025-01-31T01:00:00Z'), 1).toISOString()).toBe(
      '2025-03-01T01:00:00.000Z',
    );
    expect(toIsoCalendarDate(addMonthsClamped(new Date('2025-01-31T01:00:00Z'), 1))).toBe(
      '2025-02-28',
    );
  });

  it('rejects fractional months', () => {
    expect(() => addMonthsClamped(new Date(), 1.5)).toThrow(RangeError);
  });
});

describe('calendar dates', () => {
  it('knows month lengths', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2025, 2)).toBe(28);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2025, 12)).toBe(31);
  });

  it('parses and validates YYYY-MM-DD', () => {
    expect(parseIsoCalendarDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoCalendarDate('2025-02-29')).toBeNull();
    expect(parseIsoCalendarDate('2025-13-01')).toBeNull();
    expect(parseIsoCalendarDate('25-01-01')).toBeNull();
    expect(isValidCalendarDate({ year: 2025, month: 0, day: 1 })).toBe(false);
    expect(formatCalendarDate({ year: 987, month: 3, day: 4 })).toBe('0987-03-04');
  });
});

describe('a wall-clock time the clock skipped', () => {
  it('moves forward by the gap, on the same day (São Paulo, DST start of 18 Oct 2009)', () => {
    const at = fromZonedDateTime({
      year: 2009,
      month: 10,
      day: 18,
      hour: 0,
      minute: 30,
      second: 0,
      millisecond: 0,
    });
    expect(at.toISOString()).toBe('2009-10-18T03:30:00.000Z');
    expect(toZonedDateTime(at)).toMatchObject({ day: 18, hour: 1, minute: 30 });
  });

  it('adding months onto such a day keeps the day', () => {
    const created = new Date('2006-07-18T03:00:00.000Z'); // 18/07/2006 00:00 in São Paulo
    expect(toZonedDateTime(addMonthsClamped(created, 39))).toMatchObject({
      year: 2009,
      month: 10,
      day: 18,
      hour: 1,
    });
  });
});
