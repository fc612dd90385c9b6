import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALLOCATION_TABLE } from '../allocation/allocation-table.ts';
import { ASSET_CLASSES } from '../allocation/asset-classes.ts';
import type { Allocation } from '../allocation/asset-classes.ts';
import { alloc } from '../allocation/test-helpers.ts';
import { planContributionFirst } from './contribution-first.ts';
import { distanceFromTargetPp } from './drift.ts';

const target = alloc('50/25/20/5/0');

/** Distance for fractional values, which the production helper (whole centavos) refuses. */
function euclideanDistancePp(values: readonly number[], goal: Allocation): number {
  const total = values.reduce((a, b) => a + b, 0);
  return Math.hypot(...ASSET_CLASSES.map((c, i) => ((values[i] ?? 0) / total) * 100 - goal[c]));
}

function buys(rows: ReturnType<typeof planContributionFirst>) {
  return rows.map((r) => r.buy);
}

describe('contribution-first rebalancing', () => {
  it('lands exactly on target when nothing is overweight', () => {
    const rows = planContributionFirst(
      { 'Renda Fixa': 400_000, Multimercado: 200_000, 'Ações Brasil': 200_000, Internacional: 0 },
      target,
      200_000,
    );
    expect(buys(rows)).toEqual([100_000, 50_000, 0, 50_000, 0]);
    expect(rows.map((r) => r.finalPercent)).toEqual([50, 25, 20, 5, 0]);
  });

  it('never sells: an overweight class gets nothing and the deficits are levelled', () => {
    // Total after the aporte: 1.000. Targets: 500/250/200/50. Renda Fixa is over (900).
    // Deficits: MM 250, AB 200, INT 50. Levelling by k so that the rest adds up to 100:
    // k = (250 + 200 − 100) / 2 = 175 > 50, so only MM and AB buy: 75 and 25.
    const rows = planContributionFirst({ 'Renda Fixa': 900 }, target, 100);
    expect(buys(rows)).toEqual([0, 75, 25, 0, 0]);
    // With 137: k = (250 + 200 − 137) / 2 = 156.5; MM 93.5, AB 43.5 → the odd centavo to the first.
    expect(buys(planContributionFirst({ 'Renda Fixa': 900 }, target, 137))).toEqual([
      0, 94, 43, 0, 0,
    ]);
    // With 400: targets 650/325/260/65; k = (325 + 260 − 400) / 2 = 92.5 ≥ 65, so INT still waits.
    expect(buys(planContributionFirst({ 'Renda Fixa': 900 }, target, 400))).toEqual([
      0, 233, 167, 0, 0,
    ]);
    // With 900 Renda Fixa is no longer overweight: k = 0 and the portfolio lands on target.
    expect(buys(planContributionFirst({ 'Renda Fixa': 900 }, target, 900))).toEqual([
      0, 450, 360, 90, 0,
    ]);
  });

  it('fills an empty portfolio exactly to target', () => {
    expect(buys(planContributionFirst({}, target, 1_000_000))).toEqual([
      500_000, 250_000, 200_000, 50_000, 0,
    ]);
  });

  it('buys nothing with a zero aporte', () => {
    expect(buys(planContributionFirst({ Cripto: 500 }, target, 0))).toEqual([0, 0, 0, 0, 0]);
  });

  it('never buys a 0% class', () => {
    const rows = planContributionFirst({ Cripto: 10 }, target, 1);
    expect(rows.find((r) => r.assetClass === 'Cripto')?.buy).toBe(0);
    expect(buys(rows).reduce((a, b) => a + b, 0)).toBe(1);
  });

  it('rejects invalid input', () => {
    expect(() => planContributionFirst({}, target, -1)).toThrow(RangeError);
    expect(() => planContributionFirst({}, alloc('50/50/50/0/0'), 1)).toThrow(RangeError);
  });

  const holdingsArbitrary = fc.record({
    'Renda Fixa': fc.integer({ min: 0, max: 1e9 }),
    Multimercado: fc.integer({ min: 0, max: 1e9 }),
    'Ações Brasil': fc.integer({ min: 0, max: 1e9 }),
    Internacional: fc.integer({ min: 0, max: 1e9 }),
    Cripto: fc.integer({ min: 0, max: 1e9 }),
  });
  const targetArbitrary: fc.Arbitrary<Allocation> = fc.constantFrom(
    ...Object.values(ALLOCATION_TABLE).flatMap((row) => Object.values(row)),
    alloc('40/20/25/10/5'),
    alloc('100/0/0/0/0'),
  );

  it('spends exactly the aporte, never sells, and never moves away from the target', () => {
    fc.assert(
      fc.property(
        holdingsArbitrary,
        targetArbitrary,
        fc.integer({ min: 0, max: 1e9 }),
        (holdings, goal, aporte) => {
          const rows = planContributionFirst(holdings, goal, aporte);
          expect(buys(rows).reduce((a, b) => a + b, 0)).toBe(aporte);
          rows.forEach((row) => {
            expect(row.buy).toBeGreaterThanOrEqual(0);
            expect(row.newValue).toBe(row.currentValue + row.buy);
          });
          const total = Object.values(holdings).reduce((a, b) => a + b, 0);
          if (total === 0) return;
          const before = distanceFromTargetPp(holdings, goal);
          const after = distanceFromTargetPp(
            Object.fromEntries(rows.map((r) => [r.assetClass, r.newValue])),
            goal,
          );
          // Up to one centavo of rounding per class may separate the integer plan from the exact one.
          const roundingSlack = (100 * Math.sqrt(ASSET_CLASSES.length)) / (total + aporte);
          expect(after).toBeLessThanOrEqual(before + roundingSlack + 1e-9);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('does at least as well as any other way of spending the aporte without selling', () => {
    fc.assert(
      fc.property(
        holdingsArbitrary,
        targetArbitrary,
        fc.integer({ min: 1, max: 1e8 }),
        fc
          .array(fc.nat({ max: 1000 }), { minLength: 5, maxLength: 5 })
          .filter((w) => w.some((x) => x > 0)),
        (holdings, goal, aporte, weights) => {
          const rows = planContributionFirst(holdings, goal, aporte);
          const planned = Object.fromEntries(rows.map((r) => [r.assetClass, r.newValue]));
          const weightSum = weights.reduce((a, b) => a + b, 0);
          const alternative = ASSET_CLASSES.map(
            (c, i) => holdings[c] + (aporte * (weights[i] ?? 0)) / weightSum,
          );
          const total = Object.values(holdings).reduce((a, b) => a + b, 0) + aporte;
          const slack = (100 * Math.sqrt(ASSET_CLASSES.length)) / total;
          expect(distanceFromTargetPp(planned, goal)).toBeLessThanOrEqual(
            euclideanDistancePp(alternative, goal) + slack + 1e-9,
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
