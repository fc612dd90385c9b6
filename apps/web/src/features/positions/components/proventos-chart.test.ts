import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PLOT } from '@/components/charts/scale';
import { proventosLayout, yearMonths } from './proventos-chart';

const month = (m: string, dividendCents: number, jcpCents: number, fiiIncomeCents: number) => ({
  month: m,
  dividendCents,
  jcpCents,
  fiiIncomeCents,
  totalCents: dividendCents + jcpCents + fiiIncomeCents,
});

describe('proventos chart', () => {
  it('fills the year with its twelve months, zero where nothing was paid', () => {
    const months = yearMonths(2026, [month('2026-03', 10_600, 0, 0)]);
    expect(months.map((row) => row.month)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
    ]);
    expect(months[2]?.totalCents).toBe(10_600);
    expect(months[0]?.totalCents).toBe(0);
  });

  it('stacks the kinds without gaps from the axis, inside the plot, one box per paid kind', () => {
    const cents = fc.integer({ min: -50_000, max: 5_000_000 });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(cents, cents, cents), { minLength: 12, maxLength: 12 }),
        (values) => {
          const rows = values.map(([d, j, f], i) =>
            month(`2026-${String(i + 1).padStart(2, '0')}`, d, j, f),
          );
          const { bars } = proventosLayout(rows);
          for (const [i, bar] of bars.entries()) {
            const [d, j, f] = values[i] ?? [0, 0, 0];
            expect(bar.parts.length).toBe([d, j, f].filter((v) => v > 0).length);
            let bottom = PLOT;
            for (const part of bar.parts) {
              expect(part.bottom).toBeCloseTo(bottom, 6);
              expect(part.top).toBeLessThan(part.bottom);
              expect(part.top).toBeGreaterThanOrEqual(-1e-9);
              bottom = part.top;
            }
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
