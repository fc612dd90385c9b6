import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  RATE_HISTORY_ORIGIN,
  addMonths,
  creditRates,
  estimateForMonth,
  isMonth,
  rateStartLabel,
  formatMonth,
  isValidRateBps,
  parseMonth,
  rateForMonth,
  ratesForMonth,
  type RatePeriod,
} from './rate-history.ts';

const HISTORY: RatePeriod[] = [
  { brokerId: 'xp', effectiveFrom: '2026-06', annualBps: 50 },
  { brokerId: 'xp', effectiveFrom: '2020-01', annualBps: 60 },
  { brokerId: 'btg', effectiveFrom: '2020-01', annualBps: 50 },
];

describe('rate history', () => {
  it('a change applies from its month on; earlier months keep the old rate', () => {
    expect(rateForMonth(HISTORY, 'xp', '2026-05')).toBe(60);
    expect(rateForMonth(HISTORY, 'xp', '2026-06')).toBe(50);
    expect(rateForMonth(HISTORY, 'xp', '2030-01')).toBe(50);
    expect(rateForMonth(HISTORY, 'xp', '2019-12')).toBeUndefined();
    expect(rateForMonth(HISTORY, 'nope', '2026-05')).toBeUndefined();
  });

  it('gives every broker’s rate for a month', () => {
    expect(Object.fromEntries(ratesForMonth(HISTORY, '2026-07'))).toEqual({ xp: 50, btg: 50 });
    expect(Object.fromEntries(ratesForMonth(HISTORY, '2026-05'))).toEqual({ xp: 60, btg: 50 });
  });

  it('the estimate for a past month uses that month’s rate', () => {
    // R$ 50.000 at 0,60% = R$ 300 a year, R$ 25 a month; at 0,50% = R$ 250, R$ 20,83.
    expect(estimateForMonth(HISTORY, 'xp', '2026-05', 5_000_000)).toEqual({
      annualBps: 60,
      annualCents: 30_000,
      monthlyCents: 2_500,
    });
    expect(estimateForMonth(HISTORY, 'xp', '2026-06', 5_000_000)).toEqual({
      annualBps: 50,
      annualCents: 25_000,
      monthlyCents: 2_083,
    });
    expect(estimateForMonth(HISTORY, 'xp', '2019-01', 5_000_000)).toBeNull();
  });

  it('does not depend on the order of the history', () => {
    fc.assert(
      fc.property(
        fc
          .array(
            fc.record({
              brokerId: fc.constantFrom('xp', 'btg'),
              effectiveFrom: fc.constantFrom('2024-01', '2025-03', '2025-07', '2026-01'),
              annualBps: fc.integer({ min: 0, max: 1000 }),
            }),
          )
          .map((rows) => {
            // One rate per broker and month, as the database's unique key keeps it.
            const seen = new Map(rows.map((r) => [`${r.brokerId}${r.effectiveFrom}`, r]));
            return [...seen.values()];
          }),
        fc.constantFrom('2023-12', '2025-05', '2026-02'),
        (history, month) => {
          const reversed = [...history].reverse();
          expect(rateForMonth(reversed, 'xp', month)).toBe(rateForMonth(history, 'xp', month));
          expect(ratesForMonth(reversed, month)).toEqual(ratesForMonth(history, month));
        },
      ),
    );
  });

  it('months: parse, add, format', () => {
    expect(parseMonth('3/2026')).toBe('2026-03');
    expect(parseMonth('2026-11')).toBe('2026-11');
    expect(parseMonth('13/2026')).toBeNull();
    expect(parseMonth('2026-3')).toBeNull();
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(formatMonth('2026-03')).toBe('mar/2026');
  });

  it('rates are whole basis points up to 10% a year', () => {
    expect(isValidRateBps(60)).toBe(true);
    expect(isValidRateBps(0)).toBe(true);
    expect(isValidRateBps(1001)).toBe(false);
    expect(isValidRateBps(-1)).toBe(false);
    expect(isValidRateBps(0.5)).toBe(false);
  });
});

describe('creditRates', () => {
  it("gives each credit the rate of its own month, not today's", () => {
    // XP paid 0,60% until May 2026 and 0,50% from June: credits of March earned 0,60%.
    expect(creditRates(HISTORY, 'xp', ['2026-03'])).toEqual([
      { annualBps: 60, firstMonth: '2026-03', lastMonth: '2026-03' },
    ]);
    expect(rateForMonth(HISTORY, 'xp', '2026-11')).toBe(50);
  });
  it('lists each rate once per run of months, oldest first, whatever the order given', () => {
    expect(
      creditRates(HISTORY, 'xp', ['2026-07', '2026-04', '2026-05', '2026-04', '2026-06']),
    ).toEqual([
      { annualBps: 60, firstMonth: '2026-04', lastMonth: '2026-05' },
      { annualBps: 50, firstMonth: '2026-06', lastMonth: '2026-07' },
    ]);
  });
  it('leaves out months before the first rate and other brokers', () => {
    expect(creditRates(HISTORY, 'xp', ['2019-12'])).toEqual([]);
    expect(creditRates(HISTORY, 'avenue', ['2026-03'])).toEqual([]);
    expect(creditRates(HISTORY, 'xp', [])).toEqual([]);
  });
  it('covers every credited month that has a rate, and only those', () => {
    const month = fc
      .record({ year: fc.integer({ min: 2018, max: 2028 }), m: fc.integer({ min: 1, max: 12 }) })
      .map(({ year, m }) => `${year}-${String(m).padStart(2, '0')}`);
    fc.assert(
      fc.property(fc.array(month, { maxLength: 30 }), (months) => {
        const rates = creditRates(HISTORY, 'xp', months);
        for (const m of months) {
          const expected = rateForMonth(HISTORY, 'xp', m);
          const row = rates.find((r) => r.firstMonth <= m && m <= r.lastMonth);
          expect(row?.annualBps).toBe(expected);
        }
        rates.slice(1).forEach((rate, i) => {
          expect(rate.firstMonth > (rates[i]?.lastMonth ?? '')).toBe(true);
        });
      }),
    );
  });
});

describe('rateStartLabel', () => {
  it('reads the seeded origin as the start of the history, not as January 2000', () => {
    expect(rateStartLabel(RATE_HISTORY_ORIGIN)).toBe('Desde o início');
    expect(rateStartLabel('2026-03')).toBe('A partir de mar/2026');
    expect(isMonth(RATE_HISTORY_ORIGIN)).toBe(true);
    expect(isMonth(addMonths(RATE_HISTORY_ORIGIN, -1))).toBe(false);
  });
});
