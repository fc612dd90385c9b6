import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { b3AporteAttribution, b3Aportes, isSameAporte, monthlyNetFlows } from './flows.ts';
import { day, movement } from './test-lines.ts';

const settle = (date: string, direction: 'credit' | 'debit', valueCents: number) =>
  movement({ kind: 'Transferência - Liquidação', date, direction, valueCents });

const lines = [
  settle('2025-01-08', 'credit', 100_000),
  settle('2025-01-20', 'credit', 50_000),
  settle('2025-01-15', 'debit', 30_000),
  // Proventos and amortizations are not aportes.
  movement({ kind: 'Dividendo', date: '2025-01-25', valueCents: 9_999 }),
  movement({ kind: 'Amortização', date: '2025-01-26', valueCents: 9_999 }),
  settle('2025-02-03', 'debit', 80_000),
  settle('2024-12-30', 'credit', 10_000),
];

describe('monthlyNetFlows', () => {
  it('buys settled minus sales settled, per month, oldest first', () => {
    expect(monthlyNetFlows(lines)).toEqual([
      {
        month: '2024-12',
        netCents: 10_000,
        buyCents: 10_000,
        sellCents: 0,
        lastDate: day('2024-12-30'),
      },
      {
        month: '2025-01',
        netCents: 120_000,
        buyCents: 150_000,
        sellCents: 30_000,
        lastDate: day('2025-01-20'),
      },
      {
        month: '2025-02',
        netCents: -80_000,
        buyCents: 0,
        sellCents: 80_000,
        lastDate: day('2025-02-03'),
      },
    ]);
  });

  it('months with money in become aportes dated on their last settlement', () => {
    expect(b3Aportes(lines)).toEqual([
      { month: '2024-12', date: day('2024-12-30'), amountCents: 10_000 },
      { month: '2025-01', date: day('2025-01-20'), amountCents: 120_000 },
    ]);
  });

  it('the months add up to all buys minus all sales (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            month: fc.integer({ min: 1, max: 12 }),
            credit: fc.boolean(),
            valueCents: fc.integer({ min: 0, max: 10_000_000 }),
          }),
          { maxLength: 40 },
        ),
        (specs) => {
          const generated = specs.map((s) =>
            settle(
              `2025-${String(s.month).padStart(2, '0')}-15`,
              s.credit ? 'credit' : 'debit',
              s.valueCents,
            ),
          );
          const expected = specs.reduce(
            (sum, s) => sum + (s.credit ? s.valueCents : -s.valueCents),
            0,
          );
          expect(monthlyNetFlows(generated).reduce((sum, f) => sum + f.netCents, 0)).toBe(expected);
          for (const aporte of b3Aportes(generated)) expect(aporte.amountCents).toBeGreaterThan(0);
        },
      ),
    );
  });
});

describe('isSameAporte', () => {
  const b3 = { month: '2025-01', amountCents: 100_000 };
  it.each([
    ['2025-01-05', 100_000, true],
    ['2025-01-31', 101_000, true], // 1% of the larger amount: 1.010,00 vs 1.000,00 is 0,99%
    ['2025-01-31', 99_000, true],
    ['2025-01-31', 98_900, false],
    ['2025-01-31', 101_100, false],
    ['2025-02-01', 100_000, false], // another month
    ['2025-01-10', 0, false],
  ] as const)('manual on %s of %i centavos: %s', (date, amountCents, same) => {
    expect(isSameAporte({ date: day(date), amountCents }, b3)).toBe(same);
  });

  it('is symmetric in the amounts (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 1, max: 1e9 }), (a, b) => {
        expect(
          isSameAporte(
            { date: day('2025-01-10'), amountCents: a },
            { month: '2025-01', amountCents: b },
          ),
        ).toBe(
          isSameAporte(
            { date: day('2025-01-10'), amountCents: b },
            { month: '2025-01', amountCents: a },
          ),
        );
      }),
    );
  });
});

describe('b3AporteAttribution', () => {
  const buy = (date: string, valueCents: number, ticker: string, institution: string) =>
    movement({
      kind: 'Transferência - Liquidação',
      date,
      direction: 'credit',
      valueCents,
      ticker,
      institution,
    });
  const classes = new Map([
    ['HGLG11', 'FIIs' as const],
    ['IVVB11', 'Internacional' as const],
  ]);
  const categoryOf = (ticker: string) => classes.get(ticker);

  it("takes the broker and class of the month's largest settled buy", () => {
    const month = [
      buy('2025-03-03', 20_000, 'IVVB11', 'BTG PACTUAL S/A'),
      buy('2025-03-20', 90_000, 'HGLG11', 'NU INVEST CORRETORA DE VALORES S.A.'),
      // A larger sale, and a larger buy in another month, do not count.
      movement({
        kind: 'Transferência - Liquidação',
        date: '2025-03-21',
        direction: 'debit',
        valueCents: 500_000,
        ticker: 'IVVB11',
        institution: 'BTG PACTUAL S/A',
      }),
      buy('2025-04-01', 900_000, 'IVVB11', 'BTG PACTUAL S/A'),
    ];
    expect(b3AporteAttribution(month, '2025-03', categoryOf)).toEqual({
      brokerId: 'easynvest',
      category: 'FIIs',
    });
    expect(b3AporteAttribution(month, '2025-04', categoryOf)).toEqual({
      brokerId: 'btg',
      category: 'Internacional',
    });
  });

  it('answers the defaults for a ticker of unknown class, an unknown broker or no buy', () => {
    expect(
      b3AporteAttribution(
        [buy('2025-03-03', 1_000, 'PETR4', 'CORRETORA X')],
        '2025-03',
        categoryOf,
      ),
    ).toEqual({ brokerId: 'outra', category: 'Ações Brasil' });
    expect(b3AporteAttribution([], '2025-03', categoryOf)).toEqual({
      brokerId: 'outra',
      category: 'Ações Brasil',
    });
  });
});
