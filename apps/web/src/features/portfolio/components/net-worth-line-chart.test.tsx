import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import NetWorthLineChart, { netWorthLayout } from './net-worth-line-chart';

const at = (day: string) => new Date(`${day}T15:00:00Z`).getTime();
/** The texts of the axis labels in the server's markup, in order. */
const texts = (markup: string) =>
  [...markup.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);

describe('the net worth chart', () => {
  it('with one record, labels the money axis without repeating itself and dates it once', () => {
    const markup = renderToString(
      <NetWorthLineChart points={[{ at: at('2026-11-20'), amountCents: 8_000_000 }]} />,
    );
    const labels = texts(markup);
    const money = labels.filter((label) => label?.startsWith('R$'));
    expect(money).toEqual(['R$ 70 mil', 'R$ 75 mil', 'R$ 80 mil', 'R$ 85 mil', 'R$ 90 mil']);
    // The narrow and the wide set of dates, each with the one record's day.
    expect(labels.filter((label) => label === '20/11/26')).toHaveLength(2);
    // The record is a dot in the middle, at R$ 80 mil, named for hover.
    expect(markup).toMatch(/<circle cx="50%" cy="50%" r="3"><title>20\/11\/2026: R\$\s80\.000,00/);
  });

  it('with many records, spaces the dates and never repeats a label', () => {
    const points = Array.from({ length: 120 }, (_, i) => ({
      at: at('2026-01-01') + i * 2 * 86_400_000,
      amountCents: 5_000_000 + ((i * 7919) % 400) * 10_000,
    }));
    const { xLabels, yLabels, placed } = netWorthLayout(points);
    expect(placed).toHaveLength(120);
    for (const only of ['narrow', 'wide'] as const) {
      const set = xLabels.filter((label) => label.only === only).map((label) => label.label);
      expect(new Set(set).size).toBe(set.length);
      expect(set.at(-1)).toBe('27/08/26');
    }
    expect(xLabels.filter((label) => label.only === 'narrow').length).toBeLessThanOrEqual(3);
    const money = yLabels.map((label) => label.label);
    expect(new Set(money).size).toBe(money.length);
    // Every record lies inside the plot.
    expect(placed.every((p) => p.x >= 0 && p.x <= 1000 && p.y >= 0 && p.y <= 1000)).toBe(true);
  });

  it('renders the same markup every time (the server’s and the browser’s must match)', () => {
    const points = [
      { at: at('2026-10-01'), amountCents: 5_000_000 },
      { at: at('2026-11-20'), amountCents: 5_250_000 },
    ];
    const first = renderToString(<NetWorthLineChart points={points} />);
    expect(renderToString(<NetWorthLineChart points={points} />)).toBe(first);
    expect(first).toContain('vector-effect="non-scaling-stroke"');
    expect(first).not.toMatch(/width="\d{4,}/);
  });
});
