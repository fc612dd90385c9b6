import { describe, expect, it } from 'vitest';
import { averageCosts } from './average-cost.ts';
import type { CatalogueEntry } from './catalogue.ts';
import { IR_SUMMARY_DISCLAIMER, irSummary } from './ir-summary.ts';
import { movement, trade } from './test-lines.ts';

const catalogue: CatalogueEntry[] = [
  {
    ticker: 'PETR4',
    name: 'Petrobras PN',
    kind: 'acao',
    category: 'Ações Brasil',
    issuerCnpj: '33000167000101',
  },
  { ticker: 'HGLG11', name: 'CSHG Logística FII', kind: 'fii', category: 'FIIs', issuerCnpj: null },
];

const trades = [
  trade({ date: '2024-03-01', quantity: 100, priceCents: 3_000 }),
  trade({ date: '2024-06-01', quantity: 100, priceCents: 4_000 }),
  trade({ date: '2024-03-01', ticker: 'HGLG11', quantity: 10, priceCents: 16_000 }),
  trade({ date: '2024-03-01', ticker: 'VALE3', quantity: 10, priceCents: 6_000 }),
  trade({ date: '2024-09-01', ticker: 'VALE3', side: 'sell', quantity: 10, priceCents: 7_000 }),
];

const proventos = [
  movement({ kind: 'Dividendo', date: '2024-12-20', valueCents: 10_000 }),
  movement({ kind: 'Juros Sobre Capital Próprio', date: '2024-08-20', valueCents: 8_500 }),
  movement({ kind: 'Dividendo', date: '2025-01-20', valueCents: 77_777 }), // another year
  movement({ kind: 'Rendimento', date: '2024-05-14', ticker: 'HGLG11', valueCents: 1_100 }),
  movement({
    kind: 'Dividendo',
    date: '2024-05-14',
    ticker: 'VALE3',
    product: 'VALE3 - VALE S.A.',
    valueCents: 2_000,
  }),
];

describe('irSummary', () => {
  const summary = irSummary({
    year: 2024,
    positions: { PETR4: 200, HGLG11: 10, ITSA4: 50 },
    averageCosts: averageCosts(trades),
    proventos,
    catalogue,
    fileIssuerCnpjs: { ITSA4: '61532644000115', HGLG11: 'not a cnpj' },
  });

  it('is labelled as support, not tax advice', () => {
    expect(summary.disclaimer).toBe(IR_SUMMARY_DISCLAIMER);
    expect(summary.disclaimer).toMatch(/não é orientação tributária/);
  });

  it('gives cost at 31/12 and the year’s proventos split by IR treatment, per security', () => {
    expect(summary.rows.map((r) => r.ticker)).toEqual(['HGLG11', 'ITSA4', 'PETR4', 'VALE3']);
    expect(summary.rows.find((r) => r.ticker === 'PETR4')).toEqual({
      ticker: 'PETR4',
      name: 'Petrobras PN',
      issuerCnpj: '33.000.167/0001-01',
      quantity: 200,
      averageCostCents: 3_500,
      totalCostCents: 700_000,
      note: null,
      dividendCents: 10_000,
      jcpCents: 8_500,
      fiiIncomeCents: 0,
      exemptCents: 10_000,
      exclusiveCents: 8_500,
      totalCents: 18_500,
    });
    expect(summary.rows.find((r) => r.ticker === 'HGLG11')).toMatchObject({
      issuerCnpj: null, // the file's value is no valid CNPJ
      totalCostCents: 160_000,
      exemptCents: 1_100,
    });
  });

  it('keeps a security sold during the year for its proventos, with no cost at 31/12', () => {
    expect(summary.rows.find((r) => r.ticker === 'VALE3')).toMatchObject({
      name: 'VALE S.A.',
      quantity: 0,
      totalCostCents: 0,
      exemptCents: 2_000,
    });
  });

  it('says when the cost is missing, using the file’s CNPJ where the catalogue has none', () => {
    expect(summary.rows.find((r) => r.ticker === 'ITSA4')).toMatchObject({
      issuerCnpj: '61.532.644/0001-15',
      averageCostCents: null,
      totalCostCents: null,
      note: 'Sem negociações no arquivo para calcular o custo: informe o custo de aquisição.',
    });
  });

  it('adds up the year', () => {
    expect(summary.totals).toEqual({
      totalCostCents: 860_000,
      dividendCents: 12_000,
      jcpCents: 8_500,
      fiiIncomeCents: 1_100,
      exemptCents: 13_100,
      exclusiveCents: 8_500,
      totalCents: 21_600,
    });
  });

  it('values a position that differs from the trades at the average cost, and says so', () => {
    const row = irSummary({
      year: 2024,
      positions: { PETR4: 250.5 },
      averageCosts: averageCosts(trades),
      proventos: [],
      catalogue,
    }).rows[0];
    expect(row).toMatchObject({ totalCostCents: 876_750, averageCostCents: 3_500 });
    expect(row?.note).toBe(
      'As negociações somam 200 e a posição em 31/12 tem 250,5: o custo usa o preço médio, confira.',
    );
  });

  it('warns when sales outran the file’s buys', () => {
    const row = irSummary({
      year: 2024,
      positions: { PETR4: 10 },
      averageCosts: averageCosts([
        trade({ date: '2024-01-02', quantity: 5, priceCents: 1_000 }),
        trade({ date: '2024-01-03', side: 'sell', quantity: 10, priceCents: 1_000 }),
        trade({ date: '2024-01-04', quantity: 10, priceCents: 2_000 }),
      ]),
      proventos: [],
      catalogue: [],
    }).rows[0];
    expect(row).toMatchObject({ totalCostCents: 20_000, name: 'PETR4' });
    expect(row?.note).toMatch(/faltam negociações antigas/);
  });
});
