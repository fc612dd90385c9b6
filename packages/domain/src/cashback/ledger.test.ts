import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  brokerBreakdown,
  entryKey,
  ledgerAmountProblems,
  ledgerTotals,
  monthlyBrokerTotals,
  monthlyCredits,
  planImport,
  type CashbackStatus,
  type LedgerEntry,
} from './ledger.ts';

const entry = (overrides: Partial<LedgerEntry> = {}): LedgerEntry => ({
  userId: 'u1',
  brokerId: 'xp',
  referenceMonth: '2026-03',
  receivedCents: 10_000,
  passedOnCents: 8_000,
  status: 'creditado',
  ...overrides,
});

const arbitraryEntry = fc.record({
  userId: fc.constantFrom('u1', 'u2', 'u3'),
  brokerId: fc.constantFrom('xp', 'btg', 'avenue'),
  referenceMonth: fc.constantFrom('2026-01', '2026-02', '2026-03'),
  receivedCents: fc.integer({ min: 0, max: 1_000_000 }),
  passedOnCents: fc.integer({ min: 0, max: 1_000_000 }),
  status: fc.constantFrom<CashbackStatus>('previsto', 'creditado', 'estornado'),
});

describe('ledger totals', () => {
  it('accumulated is credits minus reversals; forecasts do not count', () => {
    const totals = ledgerTotals([
      entry({ passedOnCents: 8_000, receivedCents: 10_000 }),
      entry({ referenceMonth: '2026-04', passedOnCents: 5_000, receivedCents: 6_000 }),
      entry({ status: 'estornado', passedOnCents: 8_000, receivedCents: 10_000 }),
      entry({ status: 'previsto', referenceMonth: '2026-05', passedOnCents: 7_000 }),
    ]);
    expect(totals).toEqual({ accumulatedCents: 5_000, receivedCents: 6_000, forecastCents: 7_000 });
  });

  it('is zero for an empty ledger', () => {
    expect(ledgerTotals([])).toEqual({ accumulatedCents: 0, receivedCents: 0, forecastCents: 0 });
  });

  it('groups by month, oldest first, and by broker with shares', () => {
    const rows = [
      entry({ referenceMonth: '2026-02', passedOnCents: 3_000, brokerId: 'btg' }),
      entry({ referenceMonth: '2026-01', passedOnCents: 1_000 }),
      entry({
        referenceMonth: '2026-02',
        passedOnCents: 1_000,
        status: 'estornado',
        brokerId: 'btg',
      }),
    ];
    expect(monthlyCredits(rows)).toEqual([
      { month: '2026-01', amountCents: 1_000 },
      { month: '2026-02', amountCents: 2_000 },
    ]);
    expect(brokerBreakdown(rows)).toEqual([
      { brokerId: 'btg', amountCents: 2_000, sharePercent: 66.7 },
      { brokerId: 'xp', amountCents: 1_000, sharePercent: 33.3 },
    ]);
  });

  it('totals do not depend on the order of the rows', () => {
    fc.assert(
      fc.property(fc.array(arbitraryEntry, { maxLength: 40 }), fc.integer(), (rows, seed) => {
        const shuffled = [...rows].sort(
          (a, b) => (entryKey(a) + seed).localeCompare(entryKey(b) + seed) || 0,
        );
        shuffled.reverse();
        expect(ledgerTotals(shuffled)).toEqual(ledgerTotals(rows));
        expect(monthlyCredits(shuffled)).toEqual(monthlyCredits(rows));
        expect(monthlyBrokerTotals(shuffled)).toEqual(monthlyBrokerTotals(rows));
        expect(brokerBreakdown(shuffled)).toEqual(brokerBreakdown(rows));
      }),
    );
  });

  it('the per-month and per-broker sums add up to the accumulated total', () => {
    fc.assert(
      fc.property(fc.array(arbitraryEntry, { maxLength: 40 }), (rows) => {
        const total = ledgerTotals(rows).accumulatedCents;
        expect(monthlyCredits(rows).reduce((s, m) => s + m.amountCents, 0)).toBe(total);
        expect(monthlyBrokerTotals(rows).reduce((s, m) => s + m.passedOnCents, 0)).toBe(total);
      }),
    );
  });
});

describe('amounts', () => {
  it.each([
    [10_000, 8_000, []],
    [0, 0, []],
    [100_000_000, 100_000_000, []],
    [
      100_000_001,
      0,
      ['O valor recebido da corretora passa do limite de R$ 1.000.000,00 por lançamento.'],
    ],
    [-1, 0, ['O valor recebido da corretora não pode ser negativo.']],
    [10.5, 0, ['O valor recebido da corretora deve ser em centavos inteiros.']],
    [1_000, 1_001, ['O valor repassado não pode ser maior que o recebido da corretora.']],
  ])('received %s, passed on %s', (received, passed, problems) => {
    expect(ledgerAmountProblems(received, passed)).toEqual(problems);
  });
});

describe('re-importing', () => {
  it('skips rows already in the ledger and repeated lines of the same file', () => {
    const a = entry();
    const b = entry({ userId: 'u2' });
    const plan = planImport(new Set([entryKey(a)]), [a, b, { ...b }]);
    expect(plan.create).toEqual([b]);
    expect(plan.duplicates).toHaveLength(2);
  });

  it('a reversal or a different amount is a new fact, not a duplicate', () => {
    const a = entry();
    const plan = planImport(new Set([entryKey(a)]), [
      entry({ status: 'estornado' }),
      entry({ passedOnCents: 7_999 }),
    ]);
    expect(plan.create).toHaveLength(2);
  });

  it('is idempotent: importing the same file again creates nothing', () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryEntry, { maxLength: 30 }),
        fc.array(arbitraryEntry, { maxLength: 30 }),
        (ledger, file) => {
          const keys = new Set(ledger.map(entryKey));
          const first = planImport(keys, file);
          const after = new Set([...keys, ...first.create.map(entryKey)]);
          const second = planImport(after, file);
          expect(second.create).toEqual([]);
          expect(second.duplicates).toHaveLength(file.length);
          // And the ledger ends the same whichever order the file's lines come in.
          const reversed = planImport(keys, [...file].reverse());
          expect(new Set(reversed.create.map(entryKey))).toEqual(
            new Set(first.create.map(entryKey)),
          );
        },
      ),
    );
  });
});
