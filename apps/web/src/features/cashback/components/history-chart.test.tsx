import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import HistoryChart, { historyLayout } from './history-chart';

describe('the cashback history chart', () => {
  it('draws a month whose reversals outweigh its credits below zero', () => {
    const { bars, yLabels } = historyLayout([
      { month: '2026-09', amountCents: 12_000 },
      { month: '2026-10', amountCents: -3_000 },
    ]);
    expect(yLabels.map((label) => label.label)).toEqual([
      '-R$ 50',
      'R$ 0',
      'R$ 50',
      'R$ 100',
      'R$ 150',
    ]);
    const zero = yLabels[1]?.at;
    expect(bars[0]?.bottom).toBe(zero);
    expect(bars[1]?.top).toBe(zero);
    expect(bars[1]?.bottom).toBeGreaterThan(zero ?? Infinity);
  });

  it('names each month in its label and on hover, and labels each month once', () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({
      month: `2026-${String(i + 1).padStart(2, '0')}`,
      amountCents: 1_000 * (i + 1),
    }));
    const markup = renderToString(<HistoryChart rows={rows} />);
    expect(markup).toContain('role="img"');
    expect(markup).toMatch(/aria-label="Cashback creditado por mês: jan\/2026 R\$\s10,00;/);
    expect(markup.match(/data-bar=/g)).toHaveLength(12);
    const { xLabels } = historyLayout(rows);
    const narrow = xLabels.filter((label) => label.only === 'narrow').map((label) => label.label);
    expect(narrow.at(-1)).toBe('dez/2026');
    expect(narrow.length).toBeLessThanOrEqual(4);
  });
});
