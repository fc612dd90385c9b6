import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { donutArcs, type DonutSlice } from './donut-chart';

const slice = (name: string, value: number): DonutSlice => ({
  name,
  value,
  label: String(value),
  color: 'red',
});

describe('donutArcs', () => {
  it('gives one slice the whole ring, from 12 o’clock', () => {
    expect(donutArcs([slice('Renda Fixa', 5)])).toMatchObject([{ dash: 100, offset: 25 }]);
  });

  it('starts each slice where the previous ended, with a gap between them', () => {
    const arcs = donutArcs([slice('A', 50), slice('B', 25), slice('C', 25)]);
    expect(arcs.map((arc) => arc.offset)).toEqual([25, 75, 50]);
    expect(arcs.map((arc) => arc.dash)).toEqual([49.4, 24.4, 24.4]);
  });

  it('leaves out empty slices and draws nothing for an empty portfolio', () => {
    expect(donutArcs([slice('A', 0), slice('B', 10)]).map((arc) => arc.name)).toEqual(['B']);
    expect(donutArcs([slice('A', 0)])).toEqual([]);
  });

  it('covers the ring once, whatever the values (a sliver still shows)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 1e9 }), { minLength: 2, maxLength: 8 }),
        (values) => {
          const arcs = donutArcs(values.map((value, i) => slice(String(i), value)));
          const drawn = arcs.reduce((sum, arc) => sum + arc.dash + 0.6, 0);
          expect(arcs.every((arc) => arc.dash > 0)).toBe(true);
          // Only a slice thinner than the gap is drawn wider than its share, to be seen.
          const total = values.reduce((sum, value) => sum + value, 0);
          if (values.every((value) => (value / total) * 100 > 0.61)) {
            expect(drawn).toBeCloseTo(100, 6);
          } else {
            expect(Math.abs(drawn - 100)).toBeLessThanOrEqual(0.61 * values.length);
          }
        },
      ),
    );
  });
});
