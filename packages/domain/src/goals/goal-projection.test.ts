import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EXPECTED_ANNUAL_RETURN_BY_PROFILE,
  MAX_PROJECTION_MONTHS,
  contributionNeededWithReturn,
  monthGoalIsReached,
  monthlyRateFromAnnual,
  projectGoalBalance,
} from './goal-projection.ts';

describe('expected returns', () => {
  it('rise with the profile', () => {
    expect(EXPECTED_ANNUAL_RETURN_BY_PROFILE).toEqual({
      Conservador: 0.08,
      Moderado: 0.1,
      Arrojado: 0.12,
    });
  });

  it('compound monthly to the annual rate', () => {
    expect(Math.pow(1 + monthlyRateFromAnnual(0.12), 12)).toBeCloseTo(1.12, 12);
    expect(monthlyRateFromAnnual(0)).toBe(0);
    expect(() => monthlyRateFromAnnual(-1)).toThrow(RangeError);
    expect(() => monthlyRateFromAnnual(Number.NaN)).toThrow(RangeError);
  });
});

describe('projectGoalBalance', () => {
  it('without return, both lines are the contributions', () => {
    expect(
      projectGoalBalance({ accumulated: 100_000, monthlyContribution: 10_000, annualReturn: 0 }, 3),
    ).toEqual([
      { month: 0, withReturn: 100_000, withoutReturn: 100_000 },
      { month: 1, withReturn: 110_000, withoutReturn: 110_000 },
      { month: 2, withReturn: 120_000, withoutReturn: 120_000 },
      { month: 3, withReturn: 130_000, withoutReturn: 130_000 },
    ]);
  });

  it('compounds monthly, then adds the contribution', () => {
    const r = monthlyRateFromAnnual(0.1);
    const points = projectGoalBalance(
      { accumulated: 1_000_000, monthlyContribution: 50_000, annualReturn: 0.1 },
      12,
    );
    expect(points[1]?.withReturn).toBe(Math.round(1_000_000 * (1 + r) + 50_000));
    // After 12 months the initial amount grew exactly 10%.
    const contributionsFv = (50_000 * (Math.pow(1 + r, 12) - 1)) / r;
    expect(points[12]?.withReturn).toBe(Math.round(1_100_000 + contributionsFv));
    expect(points[12]?.withoutReturn).toBe(1_600_000);
  });

  it('rejects negative amounts', () => {
    expect(() =>
      projectGoalBalance({ accumulated: -1, monthlyContribution: 0, annualReturn: 0 }, 1),
    ).toThrow(RangeError);
  });
});

describe('monthGoalIsReached', () => {
  it('is 0 when already reached and counts months otherwise', () => {
    expect(
      monthGoalIsReached({ accumulated: 1_000, monthlyContribution: 0, annualReturn: 0 }, 1_000),
    ).toBe(0);
    expect(
      monthGoalIsReached({ accumulated: 0, monthlyContribution: 100, annualReturn: 0 }, 1_000),
    ).toBe(10);
    expect(
      monthGoalIsReached({ accumulated: 0, monthlyContribution: 100, annualReturn: 0 }, 1_001),
    ).toBe(11);
  });

  it('is null when not reached within 600 months', () => {
    expect(MAX_PROJECTION_MONTHS).toBe(600);
    expect(
      monthGoalIsReached({ accumulated: 0, monthlyContribution: 0, annualReturn: 0.1 }, 1),
    ).toBeNull();
    expect(
      monthGoalIsReached({ accumulated: 0, monthlyContribution: 1, annualReturn: 0 }, 601),
    ).toBeNull();
    expect(
      monthGoalIsReached({ accumulated: 0, monthlyContribution: 1, annualReturn: 0 }, 600),
    ).toBe(600);
  });

  it('returns make it come sooner', () => {
    const input = { accumulated: 1_000_000, monthlyContribution: 100_000 };
    const withoutReturn = monthGoalIsReached({ ...input, annualReturn: 0 }, 10_000_000);
    const withReturn = monthGoalIsReached({ ...input, annualReturn: 0.12 }, 10_000_000);
    expect(withoutReturn).toBe(90);
    expect(withReturn).not.toBeNull();
    expect(withReturn ?? Infinity).toBeLessThan(90);
  });
});

describe('contributionNeededWithReturn', () => {
  it('without return is the missing amount over the months, rounded up', () => {
    expect(contributionNeededWithReturn(0, 1_000, 3, 0)).toBe(334);
    expect(contributionNeededWithReturn(0, 900, 3, 0)).toBe(300);
  });

  it('is 0 when the accumulated amount grows to the goal alone, and everything with no months', () => {
    expect(contributionNeededWithReturn(1_000_000, 1_100_000, 12, 0.1)).toBe(0);
    expect(contributionNeededWithReturn(400, 1_000, 0, 0.1)).toBe(600);
    expect(contributionNeededWithReturn(1_400, 1_000, 0, 0.1)).toBe(0);
  });

  it('is the smallest contribution that reaches the goal by the deadline', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 1, max: 1e10 }),
        fc.integer({ min: 1, max: 360 }),
        fc.constantFrom(0, 0.08, 0.1, 0.12, 0.035),
        (accumulated, desired, months, annualReturn) => {
          const payment = contributionNeededWithReturn(accumulated, desired, months, annualReturn);
          const reached = monthGoalIsReached(
            { accumulated, monthlyContribution: payment, annualReturn },
            desired,
          );
          expect(reached).not.toBeNull();
          expect(reached ?? Infinity).toBeLessThanOrEqual(months);
          if (payment > 0) {
            const short = monthGoalIsReached(
              { accumulated, monthlyContribution: payment - 1, annualReturn },
              desired,
            );
            expect(short === null || short > months).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
