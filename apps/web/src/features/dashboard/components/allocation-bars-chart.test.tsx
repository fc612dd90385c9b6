import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import AllocationBarsChart from './allocation-bars-chart';

describe('the allocation bars chart', () => {
  it('draws two labelled bars a class, the recommended one striped, the same on every render', () => {
    const rows = [
      { assetClass: 'Renda Fixa', atual: 57.1, recomendada: 50 },
      { assetClass: 'Multimercado', atual: 0, recomendada: 25 },
    ];
    const markup = renderToString(<AllocationBarsChart rows={rows} />);
    expect(markup.match(/data-bar="atual"/g)).toHaveLength(2);
    expect(markup.match(/data-bar="recomendada"/g)).toHaveLength(2);
    expect(markup).toContain('width="57.1%"');
    expect(markup).toMatch(/<title>Renda Fixa, atual: 57,1%<\/title>/);
    expect(markup).toMatch(/<title>Multimercado, recomendada: 25%<\/title>/);
    const pattern = /<pattern id="([^"]+)"/.exec(markup)?.[1];
    expect(pattern).toMatch(/^barras-recomendada-[\w-]+$/);
    expect(markup).toContain(`fill="url(#${pattern})"`);
    expect(renderToString(<AllocationBarsChart rows={rows} />)).toBe(markup);
  });
});
