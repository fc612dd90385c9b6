import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  classifyMovement,
  movementSecurityKey,
  movementValueCents,
  proventosByMonth,
  proventosBySecurity,
  proventosByYear,
} from './movements.ts';
import { movement } from './test-lines.ts';

describe('classifyMovement', () => {
  it.each([
    ['Dividendo', 'credit', 'dividend', 'exempt'],
    ['DIVIDENDO', 'credit', 'dividend', 'exempt'],
    ['Juros Sobre Capital Próprio', 'credit', 'jcp', 'exclusive'],
    ['JUROS SOBRE CAPITAL PROPRIO', 'credit', 'jcp', 'exclusive'],
    ['Rendimento', 'credit', 'fii-income', 'exempt'],
    ['Amortização', 'credit', 'amortization', null],
    ['Transferência - Liquidação', 'credit', 'buy-settlement', null],
    ['Transferência - Liquidação', 'debit', 'sell-settlement', null],
    ['transferencia-liquidacao', 'debit', 'sell-settlement', null],
    ['  Transferência  -  Liquidação ', 'credit', 'buy-settlement', null],
    ['Leilão de Fração', 'credit', 'corporate-event', null],
    ['Fração em Ativos', 'debit', 'corporate-event', null],
    ['Desdobro', 'credit', 'corporate-event', null],
    ['Grupamento', 'debit', 'corporate-event', null],
    ['Bonificação em Ativos', 'credit', 'corporate-event', null],
    ['Atualização', 'credit', 'corporate-event', null],
    ['Direito de Subscrição', 'credit', 'corporate-event', null],
    ['Direitos de Subscrição - Não Exercido', 'debit', 'corporate-event', null],
    ['Cessão de Direitos', 'debit', 'corporate-event', null],
    ['Empréstimo', 'credit', 'other', null],
    ['Transferência', 'debit', 'other', null],
    ['', 'credit', 'other', null],
  ] as const)('%s (%s) → %s', (kind, direction, expected, taxTreatment) => {
    expect(classifyMovement({ kind, direction })).toEqual({ kind: expected, taxTreatment });
  });

  it('reads any casing of a kind alike (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Dividendo', 'Juros Sobre Capital Próprio', 'Rendimento', 'Desdobro'),
        fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }),
        (kind, upper) => {
          const mixed = [...kind]
            .map((c, i) => (upper[i] ? c.toUpperCase() : c.toLowerCase()))
            .join('');
          expect(classifyMovement({ kind: mixed, direction: 'credit' })).toEqual(
            classifyMovement({ kind, direction: 'credit' }),
          );
        },
      ),
    );
  });
});

describe('movementSecurityKey', () => {
  it('is the code, else the Tesouro code, else the product text', () => {
    expect(movementSecurityKey({ ticker: 'petr4f', product: 'x' })).toBe('PETR4');
    expect(movementSecurityKey({ ticker: null, product: 'Tesouro IPCA+ 2035' })).toBe(
      'TD-IPCA-2035',
    );
    expect(movementSecurityKey({ ticker: null, product: ' CDB BANCO X ' })).toBe('CDB BANCO X');
  });
});

describe('movementValueCents', () => {
  it('uses the value, else quantity × unit price, else 0', () => {
    expect(movementValueCents({ valueCents: 1234, quantity: 10, unitPriceCents: 1 })).toBe(1234);
    expect(movementValueCents({ valueCents: null, quantity: 0.5, unitPriceCents: 101 })).toBe(51);
    expect(movementValueCents({ valueCents: null, quantity: null, unitPriceCents: 101 })).toBe(0);
  });
});

const lines = [
  movement({ kind: 'Dividendo', date: '2024-12-20', ticker: 'PETR4', valueCents: 10_000 }),
  movement({
    kind: 'Juros Sobre Capital Próprio',
    date: '2025-01-15',
    ticker: 'PETR4',
    valueCents: 8_500,
  }),
  movement({
    kind: 'Rendimento',
    date: '2025-01-14',
    ticker: 'HGLG11',
    product: 'HGLG11 - CSHG LOGÍSTICA FII',
    valueCents: 1_100,
  }),
  movement({ kind: 'Rendimento', date: '2025-02-14', ticker: 'HGLG11F', valueCents: 1_100 }),
  // An estorno: B3 takes back a payment made by mistake.
  movement({
    kind: 'Rendimento',
    date: '2025-02-20',
    ticker: 'HGLG11',
    direction: 'debit',
    valueCents: 100,
  }),
  // Not proventos: amortization returns capital, settlements are trades.
  movement({ kind: 'Amortização', date: '2025-02-14', ticker: 'HGLG11', valueCents: 50_000 }),
  movement({ kind: 'Transferência - Liquidação', date: '2025-02-10', valueCents: 99_999 }),
];

describe('proventos', () => {
  it('by month, oldest first, with the IR split', () => {
    expect(proventosByMonth(lines)).toEqual([
      {
        month: '2024-12',
        dividendCents: 10_000,
        jcpCents: 0,
        fiiIncomeCents: 0,
        exemptCents: 10_000,
        exclusiveCents: 0,
        totalCents: 10_000,
      },
      {
        month: '2025-01',
        dividendCents: 0,
        jcpCents: 8_500,
        fiiIncomeCents: 1_100,
        exemptCents: 1_100,
        exclusiveCents: 8_500,
        totalCents: 9_600,
      },
      {
        month: '2025-02',
        dividendCents: 0,
        jcpCents: 0,
        fiiIncomeCents: 1_000,
        exemptCents: 1_000,
        exclusiveCents: 0,
        totalCents: 1_000,
      },
    ]);
  });

  it('by year', () => {
    expect(
      proventosByYear(lines).map((y) => [y.year, y.exemptCents, y.exclusiveCents, y.totalCents]),
    ).toEqual([
      [2024, 10_000, 0, 10_000],
      [2025, 2_100, 8_500, 10_600],
    ]);
  });

  it('by security, the fractional code counted with its ticker', () => {
    expect(proventosBySecurity(lines).map((s) => [s.ticker, s.product, s.totalCents])).toEqual([
      ['HGLG11', 'HGLG11 - CSHG LOGÍSTICA FII', 2_100],
      ['PETR4', 'PETR4 - EMPRESA S.A.', 18_500],
    ]);
  });

  it('totals agree whichever way they are grouped (fast-check)', () => {
    const kinds = [
      'Dividendo',
      'Juros Sobre Capital Próprio',
      'Rendimento',
      'Amortização',
      'Desdobro',
    ];
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            kind: fc.constantFrom(...kinds),
            ticker: fc.constantFrom('PETR4', 'HGLG11', 'ITSA4'),
            month: fc.integer({ min: 1, max: 12 }),
            year: fc.integer({ min: 2020, max: 2025 }),
            valueCents: fc.integer({ min: 0, max: 1_000_000 }),
          }),
          { maxLength: 30 },
        ),
        (specs) => {
          const generated = specs.map((s) =>
            movement({ ...s, date: `${s.year}-${String(s.month).padStart(2, '0')}-10` }),
          );
          const sum = (
            rows: { totalCents: number; exemptCents: number; exclusiveCents: number }[],
          ) =>
            rows.reduce((acc, r) => {
              expect(r.exemptCents + r.exclusiveCents).toBe(r.totalCents);
              return acc + r.totalCents;
            }, 0);
          const total = sum(proventosByMonth(generated));
          expect(sum(proventosByYear(generated))).toBe(total);
          expect(sum(proventosBySecurity(generated))).toBe(total);
        },
      ),
    );
  });
});
