import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PORTFOLIO_MESSAGES } from '@algoone/contracts';
import { toIsoCalendarDate } from '@algoone/domain';
import {
  calendarDayOf,
  todayOf,
  yearStartOf,
  yearToDatePerformance,
} from './year-to-date-performance.ts';

const noCdi = { lastSuccessAt: null, lastRateDate: null, coverageFrom: null };

describe('São Paulo calendar spans', () => {
  it('finds today and the year on the São Paulo calendar, also across their ends', () => {
    // 23:30 in São Paulo on 31 December is already 1 January in UTC.
    const lateNewYearsEve = new Date('2026-01-01T02:30:00Z');
    expect(todayOf(lateNewYearsEve)).toBe('2025-12-31');
    expect(yearStartOf(lateNewYearsEve)).toEqual({
      instant: new Date('2025-01-01T03:00:00Z'),
      day: '2025-01-01',
    });
    const midnight = new Date('2026-01-01T03:00:00Z');
    expect(todayOf(midnight)).toBe('2026-01-01');
    expect(yearStartOf(midnight).day).toBe('2026-01-01');
    // Back again: the cached span is not reused outside its bounds.
    expect(todayOf(new Date('2026-01-01T02:59:59Z'))).toBe('2025-12-31');
    expect(todayOf(new Date('2026-03-10T12:00:00Z'))).toBe('2026-03-10');
    expect(todayOf(new Date('2026-03-11T02:59:59Z'))).toBe('2026-03-10');
  });

  it('remembers days without ever answering another day than the calendar does', () => {
    // Instants around São Paulo's midnights, in summer-time years (until 2019, when a day could
    // start at 01:00 or last 23 or 25 hours) and since, asked in any order.
    const instant = fc
      .record({
        day: fc.date({
          min: new Date('2015-01-01Z'),
          max: new Date('2030-12-31Z'),
          noInvalidDate: true,
        }),
        offsetMs: fc.integer({ min: -2 * 3_600_000, max: 2 * 3_600_000 }),
      })
      .map(({ day, offsetMs }) => {
        const midnight = new Date(day);
        midnight.setUTCHours(3, 0, 0, 0);
        return new Date(midnight.getTime() + offsetMs);
      });
    fc.assert(
      fc.property(fc.array(instant, { minLength: 1, maxLength: 50 }), (instants) => {
        for (const at of instants) expect(calendarDayOf(at)).toBe(toIsoCalendarDate(at));
      }),
      { numRuns: 200 },
    );
    // The days summer time began (the day had no 00:00) and ended (it had two 23:00s), each
    // asked just before, at and after the changes.
    for (const [instant, day] of [
      ['2016-10-16T02:59:59Z', '2016-10-15'],
      ['2016-10-16T03:00:00Z', '2016-10-16'],
      ['2017-02-19T01:59:59Z', '2017-02-18'],
      ['2017-02-19T02:00:00Z', '2017-02-18'],
      ['2017-02-19T03:00:00Z', '2017-02-19'],
      ['2018-11-04T02:59:59Z', '2018-11-03'],
      ['2018-11-04T03:00:00Z', '2018-11-04'],
      ['2019-02-17T02:00:00Z', '2019-02-16'],
      ['2019-02-17T02:59:59Z', '2019-02-16'],
      ['2019-02-17T03:00:00Z', '2019-02-17'],
    ] as const) {
      expect(calendarDayOf(new Date(instant)), instant).toBe(day);
      expect(toIsoCalendarDate(new Date(instant)), instant).toBe(day);
    }
  });
});

describe('yearToDatePerformance', () => {
  const now = new Date('2026-07-01T15:00:00Z');

  it('without two snapshots there is no return, and a reason; the CDI says indisponível', () => {
    const result = yearToDatePerformance({
      now,
      startSnapshot: { at: new Date('2026-02-01T12:00:00Z'), value: 100 },
      latestSnapshot: { at: new Date('2026-02-01T12:00:00Z'), value: 100 },
      flows: [],
      cdiRates: [],
      cdi: noCdi,
    });
    expect(result.return).toBeNull();
    expect(result.returnUnavailableReason).toBe(PORTFOLIO_MESSAGES.returnUnavailable);
    expect(result.cdi).toEqual({
      status: 'indisponivel',
      value: null,
      from: '2026-01-01',
      to: '2026-07-01',
      lastRateDate: null,
      message: PORTFOLIO_MESSAGES.cdiUnavailable,
    });
    expect(result.percentOfCdi).toBeNull();
  });

  it('says why when nothing was invested over the period', () => {
    const result = yearToDatePerformance({
      now,
      startSnapshot: { at: new Date('2025-12-01T12:00:00Z'), value: 0 },
      latestSnapshot: { at: new Date('2026-06-01T12:00:00Z'), value: 0 },
      flows: [],
      cdiRates: [],
      cdi: noCdi,
    });
    expect(result.returnUnavailableReason).toBe(PORTFOLIO_MESSAGES.returnUndefined);
  });

  it('measures from the start snapshot, counts aportes from their day, and the CDI alike', () => {
    const cdi = {
      lastSuccessAt: now,
      lastRateDate: '2026-06-30',
      coverageFrom: '2021-01-01',
    };
    const rates = [
      { date: '2025-12-31', ratePercent: 0.05 },
      { date: '2026-03-02', ratePercent: 0.05 },
      { date: '2026-06-01', ratePercent: 0.05 },
    ];
    const result = yearToDatePerformance({
      now,
      startSnapshot: { at: new Date('2025-12-31T15:00:00Z'), value: 1_000_000 },
      latestSnapshot: { at: new Date('2026-06-01T15:00:00Z'), value: 1_200_000 },
      flows: [
        { day: '2025-12-31', amountCents: 999 }, // before the start snapshot (midnight of its day)
        { day: '2026-03-02', amountCents: 100_000 },
      ],
      cdiRates: rates,
      cdi,
    });
    expect(result.return).toMatchObject({ netFlowsCents: 100_000, startValueCents: 1_000_000 });
    expect(result.cdi).toMatchObject({ status: 'ok', from: '2025-12-31', to: '2026-06-01' });
    // 31/12 and 02/03 count; 01/06 is the period's last day and pays the day after.
    expect(result.cdi.value).toBeCloseTo(1.0005 ** 2 - 1, 15);
    expect(result.percentOfCdi).toBeCloseTo(
      ((result.return?.value ?? 0) / (1.0005 ** 2 - 1)) * 100,
      9,
    );

    // A period older than the stored series gets no partial CDI.
    const older = yearToDatePerformance({
      now,
      startSnapshot: { at: new Date('2020-06-01T15:00:00Z'), value: 1_000_000 },
      latestSnapshot: { at: new Date('2026-06-01T15:00:00Z'), value: 1_200_000 },
      flows: [],
      cdiRates: rates,
      cdi,
    });
    expect(older.cdi).toMatchObject({ value: null, message: PORTFOLIO_MESSAGES.cdiUnavailable });
    expect(older.percentOfCdi).toBeNull();
  });

  it('shows the series as out of date after a week without rates', () => {
    const result = yearToDatePerformance({
      now,
      startSnapshot: null,
      latestSnapshot: null,
      flows: [],
      cdiRates: [],
      cdi: { lastSuccessAt: now, lastRateDate: '2026-06-20', coverageFrom: '2021-01-01' },
    });
    expect(result.cdi.status).toBe('desatualizado');
  });
});
