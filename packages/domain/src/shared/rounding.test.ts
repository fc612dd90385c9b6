import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mulDivRound, roundHalfAwayFromZero, splitByLargestRemainder } from './rounding.ts';

describe('rounding', () => {
  it('rounds half away from zero', () => {
    expect(roundHalfAwayFromZero(2.5)).toBe(3);
    expect(roundHalfAwayFromZero(-2.5)).toBe(-3);
    expect(roundHalfAwayFromZero(2.4999)).toBe(2);
    expect(Object.is(roundHalfAwayFromZero(-0.2), 0)).toBe(true);
  });

  it('mulDivRound is exact where floats are not', () => {
    expect(mulDivRound(5, 1, 2)).toBe(3);
    expect(mulDivRound(-5, 1, 2)).toBe(-3);
    expect(mulDivRound(5, -1, 2)).toBe(-3);
    expect(mulDivRound(7, 1, -2)).toBe(-4);
    expect(mulDivRound(4, 1, 3)).toBe(1);
    expect(mulDivRound(Number.MAX_SAFE_INTEGER, 60, 10_000)).toBe(54_043_195_528_446);
    expect(Object.is(mulDivRound(-1, 1, 3), 0)).toBe(true);
    expect(() => mulDivRound(1, 1, 0)).toThrow(RangeError);
    expect(() => mulDivRound(1.5, 1, 1)).toThrow(RangeError);
  });

  it('splitByLargestRemainder always adds up to the total', () => {
    expect(splitByLargestRemainder(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitByLargestRemainder(0, [0, 0])).toEqual([0, 0]);
    expect(() => splitByLargestRemainder(1, [0, 0])).toThrow(RangeError);
    expect(() => splitByLargestRemainder(-1, [1])).toThrow(RangeError);
    expect(() => splitByLargestRemainder(1, [-1, 2])).toThrow(RangeError);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc
          .array(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 6 })
          .filter((w) => w.some((x) => x > 0)),
        (total, weights) => {
          const parts = splitByLargestRemainder(total, weights);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          const weightSum = weights.reduce((a, b) => a + b, 0);
          parts.forEach((part, i) => {
            expect(Math.abs(part - (total * (weights[i] ?? 0)) / weightSum)).toBeLessThan(1 + 1e-6);
          });
        },
      ),
    );
  });
});
