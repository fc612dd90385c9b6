import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  exactMoneyStep,
  formatAxisMoney,
  moneyTicks,
  niceStep,
  spacedLabels,
  ticksWithin,
} from './ticks';

const labels = (min: number, max: number, count?: number) =>
  moneyTicks(min, max, count).map((tick) => tick.label);

describe('formatAxisMoney', () => {
  it('abbreviates in pt-BR: reais, thousands, millions', () => {
    expect(formatAxisMoney(0)).toBe('R$ 0');
    expect(formatAxisMoney(5_050)).toBe('R$ 50,5');
    expect(formatAxisMoney(5_000_000)).toBe('R$ 50 mil');
    expect(formatAxisMoney(8_250_000)).toBe('R$ 82,5 mil');
    expect(formatAxisMoney(150_000_000)).toBe('R$ 1,5 mi');
  });
});

describe('niceStep', () => {
  it('is 1, 2, 2.5 or 5 times a power of ten, the smallest that fits', () => {
    expect(niceStep(100, 4)).toBe(25);
    expect(niceStep(90, 4)).toBe(25);
    expect(niceStep(1_600_000, 4)).toBe(500_000);
    expect(niceStep(7, 5)).toBe(2);
    expect(niceStep(3, 10)).toBe(1);
  });
});

describe('moneyTicks', () => {
  it('gives one record room around it, so no label repeats (was "R$ 80 mil" on every tick)', () => {
    expect(labels(8_000_000, 8_000_000)).toEqual([
      'R$ 70 mil',
      'R$ 75 mil',
      'R$ 80 mil',
      'R$ 85 mil',
      'R$ 90 mil',
    ]);
  });

  it('starts at zero when asked and ends at or above the highest value', () => {
    expect(labels(0, 1_200_000)).toEqual(['R$ 0', 'R$ 5 mil', 'R$ 10 mil', 'R$ 15 mil']);
    expect(labels(0, 0)).toEqual(['R$ 0', 'R$ 25', 'R$ 50', 'R$ 75', 'R$ 100']);
  });

  it('never labels with more precision than one decimal of the unit in play', () => {
    // R$ 80.000 to R$ 80.010: steps of R$ 2,50 would all read "R$ 80 mil".
    expect(labels(8_000_000, 8_001_000)).toEqual(['R$ 80 mil', 'R$ 80,1 mil']);
    expect(exactMoneyStep(99_999)).toBe(10);
    expect(exactMoneyStep(100_000)).toBe(10_000);
    expect(exactMoneyStep(250_000_000)).toBe(10_000_000);
  });

  it('covers negative months as well as positive ones', () => {
    const ticks = moneyTicks(-5_000, 20_000);
    expect(ticks[0]?.value).toBeLessThanOrEqual(-5_000);
    expect(ticks.at(-1)?.value).toBeGreaterThanOrEqual(20_000);
    expect(ticks.map((tick) => tick.value)).toContain(0);
  });

  it('is strictly increasing, covers the data, and never repeats a label', () => {
    const cents = fc.integer({ min: -1e12, max: 1e15 });
    fc.assert(
      fc.property(cents, cents, fc.integer({ min: 1, max: 8 }), (a, b, count) => {
        const min = Math.min(a, b);
        const max = Math.max(a, b);
        const ticks = moneyTicks(min, max, count);
        expect(ticks.length).toBeGreaterThanOrEqual(2);
        // A few more than asked at most: a step that shows exactly may be coarser, not finer.
        expect(ticks.length).toBeLessThanOrEqual(Math.max(count, 4) + 3);
        const values = ticks.map((tick) => tick.value);
        values.slice(1).forEach((value, i) => expect(value).toBeGreaterThan(values[i] ?? value));
        expect(values[0]).toBeLessThanOrEqual(min);
        expect(values.at(-1)).toBeGreaterThanOrEqual(max);
        expect(new Set(ticks.map((tick) => tick.label)).size).toBe(ticks.length);
        expect(ticks.every((tick) => Number.isSafeInteger(tick.value))).toBe(true);
      }),
    );
  });

  it('never goes below zero for positive values', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e14 }), fc.nat(1e12), (min, extra) => {
        expect(moneyTicks(min, min + extra)[0]?.value).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('ticksWithin', () => {
  it('puts nice ticks inside the range (months of a projection)', () => {
    expect(ticksWithin(0, 12, 5)).toEqual([0, 5, 10]);
    expect(ticksWithin(0, 120, 5)).toEqual([0, 25, 50, 75, 100]);
    expect(ticksWithin(0, 0, 5)).toEqual([0]);
  });

  it('stays inside the range and increases', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 600 }), fc.integer({ min: 1, max: 10 }), (h, n) => {
        const ticks = ticksWithin(0, h, n);
        expect(ticks[0]).toBe(0);
        expect(ticks.every((tick) => tick >= 0 && tick <= h)).toBe(true);
        expect(ticks.length).toBeLessThanOrEqual(n + 1);
        ticks.slice(1).forEach((tick, i) => expect(tick).toBeGreaterThan(ticks[i] ?? tick));
      }),
    );
  });
});

describe('spacedLabels', () => {
  const at = (fractions: number[], label = (f: number) => String(f)) =>
    spacedLabels(fractions, (f) => f, label, 0.3).map((l) => l.label);

  it('labels one point, and the last point always', () => {
    expect(at([0.5])).toEqual(['0.5']);
    expect(at([0, 0.1, 0.2, 1])).toEqual(['0', '1']);
    expect(at([0, 0.35, 0.9, 1])).toEqual(['0', '0.35', '1']);
  });

  it('labels each distinct text once (two records on the same day)', () => {
    expect(at([0, 0.5, 1], () => '25/11/26')).toEqual(['25/11/26']);
  });

  it('keeps labels apart and never repeats one', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 60 }),
        fc.double({ min: 0.05, max: 0.5, noNaN: true }),
        (raw, gap) => {
          const fractions = [...raw].sort((a, b) => a - b).map((v) => v / 1000);
          const chosen = spacedLabels(
            fractions,
            (f) => f,
            (f) => (f * 7).toFixed(0),
            gap,
          );
          expect(chosen.at(-1)?.label).toBe(((fractions.at(-1) ?? 0) * 7).toFixed(0));
          expect(new Set(chosen.map((c) => c.label)).size).toBe(chosen.length);
          const places = chosen.map((c) => c.fraction);
          places.slice(1).forEach((place, i) => {
            expect(place - (places[i] ?? -Infinity)).toBeGreaterThanOrEqual(gap);
          });
        },
      ),
    );
  });
});
