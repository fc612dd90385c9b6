import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  linearScale,
  monotonePath,
  monotoneSegments,
  nearestIndex,
  percent,
  type Point,
} from './scale';

describe('linearScale', () => {
  it('maps the domain onto the range, reversed ranges included (y grows downwards)', () => {
    const y = linearScale([0, 200], [1000, 0]);
    expect(y(0)).toBe(1000);
    expect(y(50)).toBe(750);
    expect(y(200)).toBe(0);
  });

  it('puts the only value of an empty domain in the middle', () => {
    expect(linearScale([5, 5], [0, 1000])(5)).toBe(500);
  });
});

describe('percent', () => {
  it('turns plot units into an SVG percentage with two decimals at most', () => {
    expect(percent(375)).toBe('37.5%');
    expect(percent(1000 / 3)).toBe('33.33%');
    expect(percent(0)).toBe('0%');
  });
});

describe('monotonePath', () => {
  it('draws nothing for no point or one, and a straight cubic for two', () => {
    expect(monotonePath([])).toBe('');
    expect(monotonePath([[10, 20]])).toBe('');
    expect(
      monotonePath([
        [0, 0],
        [300, 600],
      ]),
    ).toBe('M0,0C100,200 200,400 300,600');
  });

  it('is flat at a peak, so the curve does not rise above it', () => {
    const [first, second] = monotoneSegments([
      [0, 500],
      [100, 100],
      [200, 500],
    ]);
    expect(first?.c2[1]).toBe(100);
    expect(second?.c1[1]).toBe(100);
  });

  it('never overshoots: every control point lies between its segment’s ends', () => {
    const points = fc
      .uniqueArray(fc.integer({ min: 0, max: 1000 }), { minLength: 2, maxLength: 40 })
      .chain((xs) =>
        fc
          .array(fc.integer({ min: 0, max: 1000 }), { minLength: xs.length, maxLength: xs.length })
          .map((ys) => [...xs].sort((a, b) => a - b).map((x, i): Point => [x, ys[i] ?? 0])),
      );
    fc.assert(
      fc.property(points, (pts) => {
        const segments = monotoneSegments(pts);
        expect(segments).toHaveLength(pts.length - 1);
        for (const { from, c1, c2, to } of segments) {
          const low = Math.min(from[1], to[1]) - 1e-9;
          const high = Math.max(from[1], to[1]) + 1e-9;
          for (const [x, y] of [c1, c2]) {
            expect(y).toBeGreaterThanOrEqual(low);
            expect(y).toBeLessThanOrEqual(high);
            expect(x).toBeGreaterThanOrEqual(from[0]);
            expect(x).toBeLessThanOrEqual(to[0]);
          }
        }
      }),
    );
  });
});

describe('nearestIndex', () => {
  it('finds the point nearest the pointer, the earlier one on a tie', () => {
    const xs = [0, 100, 300];
    expect(nearestIndex(xs, -20)).toBe(0);
    expect(nearestIndex(xs, 49)).toBe(0);
    expect(nearestIndex(xs, 50)).toBe(0);
    expect(nearestIndex(xs, 51)).toBe(1);
    expect(nearestIndex(xs, 280)).toBe(2);
    expect(nearestIndex(xs, 5000)).toBe(2);
    expect(nearestIndex([], 10)).toBe(-1);
  });

  it('agrees with a linear search', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 30 }),
        fc.integer({ min: -100, max: 1100 }),
        (raw, x) => {
          const xs = [...raw].sort((a, b) => a - b);
          const best = Math.min(...xs.map((v) => Math.abs(v - x)));
          expect(Math.abs((xs[nearestIndex(xs, x)] ?? NaN) - x)).toBe(best);
        },
      ),
    );
  });
});
