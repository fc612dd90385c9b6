import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  estimateForMonth,
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
