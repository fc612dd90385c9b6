import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoWeekKey, isoWeekOfCalendarDate } from './iso-week.ts';

describe('ISO week', () => {
  it.each([
    ['2026-11-16', 2026, 47], // Monday
    ['2026-11-22', 2026, 47], // Sunday
    ['2026-11-23', 2026, 48],
    ['2024-12-30', 2025, 1], // Monday of the week holding 2 Jan 2025
    ['2021-01-03', 2020, 53], // Sunday, still 2020's last week
    ['2021-01-04', 2021, 1],
    ['2026-12-31', 2026, 53], // 2026 starts on a Thursday: 53 weeks
    ['2027-01-01', 2026, 53],
    ['2027-01-04', 2027, 1],
  ])('%s is %i-W%i', (date, year, week) => {
    const [y, m, d] = date.split('-').map(Number);
    expect(isoWeekOfCalendarDate({ year: y ?? 0, month: m ?? 0, day: d ?? 0 })).toEqual({
      year,
      week,
    });
  });

  it('keys weeks on the São Paulo calendar', () => {
    // Sunday 22 Nov 2026, 23:30 in São Paulo = Monday 02:30 UTC.
    const sundayNight = new Date('2026-11-23T02:30:00Z');
    expect(isoWeekKey(sundayNight)).toBe('2026-W47');
    expect(isoWeekKey(sundayNight, 'UTC')).toBe('2026-W48');
    // Monday 00:00 in São Paulo starts the next week.
    expect(isoWeekKey(new Date('2026-11-23T02:59:59Z'))).toBe('2026-W47');
    expect(isoWeekKey(new Date('2026-11-23T03:00:00Z'))).toBe('2026-W48');
    // Across a year: Sunday 4 Jan 2026 23:30 in São Paulo.
    expect(isoWeekKey(new Date('2026-01-05T02:30:00Z'))).toBe('2026-W01');
    expect(isoWeekKey(new Date('2026-01-05T02:30:00Z'), 'UTC')).toBe('2026-W02');
  });

  it('changes exactly when a São Paulo Monday starts', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2020-01-01T00:00:00Z'),
          max: new Date('2060-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        (date) => {
          const next = new Date(date.getTime() + 60 * 60 * 1000);
          const changed = isoWeekKey(date) !== isoWeekKey(next);
          const nextLocal = new Date(next.getTime() - 3 * 60 * 60 * 1000); // São Paulo is UTC−3 since 2019
          const crossesMonday = nextLocal.getUTCDay() === 1 && nextLocal.getUTCHours() === 0;
          expect(changed).toBe(crossesMonday);
          expect(isoWeekKey(date)).toMatch(/^\d{4}-W(0[1-9]|[1-4]\d|5[0-3])$/);
        },
      ),
    );
  });
});
