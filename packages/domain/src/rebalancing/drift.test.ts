import { describe, expect, it } from 'vitest';
import { alloc } from '../allocation/test-helpers.ts';
import { distanceFromTargetPp, driftByClass, isOutOfProfile, toleranceBandPp } from './drift.ts';

const target = alloc('50/25/20/5/0');

/** Holdings in centavos out of a total of R$ 100,00, so cents = percent × 100. */
function holdings(text: string) {
  const a = alloc(text);
  return Object.fromEntries(Object.entries(a).map(([k, v]) => [k, Math.round(v * 100)]));
}

describe('tolerance band', () => {
  it.each([
    [40, 5],
    [20, 5],
    [19, 4.75],
    [10, 2.5],
    [5, 1.25],
    [0, 0],
  ])('target %i%% tolerates %d pp', (targetPercent, band) => {
    expect(toleranceBandPp(targetPercent)).toBe(band);
  });
});

describe('drift', () => {
  it('is current − target in percentage points', () => {
    const drifts = driftByClass(holdings('40/25/30/5/0'), target);
    expect(drifts.map((d) => d.driftPp)).toEqual([-10, 0, 10, 0, 0]);
    expect(drifts.map((d) => d.outOfBand)).toEqual([true, false, true, false, false]);
  });

  it('5 pp on a target of 20% or more is in, just above is out', () => {
    expect(isOutOfProfile(holdings('45/25/25/5/0'), target)).toBe(false);
    expect(isOutOfProfile(holdings('44.99/25/25.01/5/0'), target)).toBe(true);
  });

  it('below 20% the band is 25% of the target', () => {
    // Internacional 5% tolerates 3.75–6.25%.
    expect(isOutOfProfile(holdings('48.75/25/20/6.25/0'), target)).toBe(false);
    expect(isOutOfProfile(holdings('48.74/25/20/6.26/0'), target)).toBe(true);
    expect(isOutOfProfile(holdings('51.25/25/20/3.75/0'), target)).toBe(false);
    expect(isOutOfProfile(holdings('51.26/25/20/3.74/0'), target)).toBe(true);
  });

  it('any holding in a 0% class is out of profile', () => {
    expect(isOutOfProfile(holdings('49.99/25/20/5/0.01'), target)).toBe(true);
  });

  it('an empty portfolio is never out of profile', () => {
    expect(isOutOfProfile({}, target)).toBe(false);
    expect(driftByClass({}, target).map((d) => d.currentPercent)).toEqual([0, 0, 0, 0, 0]);
  });

  it('measures the Euclidean distance from the target', () => {
    expect(distanceFromTargetPp(holdings('50/25/20/5/0'), target)).toBe(0);
    expect(distanceFromTargetPp(holdings('53/21/20/5/1'), target)).toBeCloseTo(
      Math.sqrt(9 + 16 + 1),
      10,
    );
  });

  it('rejects an invalid target', () => {
    expect(() => driftByClass({}, alloc('50/25/20/4/0'))).toThrow(RangeError);
  });
});
