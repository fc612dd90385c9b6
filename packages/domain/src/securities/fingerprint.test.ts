import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PositionLine } from './b3-lines.ts';
import { lineFingerprint, lineFingerprints } from './fingerprint.ts';
import { day, movement, trade } from './test-lines.ts';

const position: PositionLine = {
  family: 'acoes',
  ticker: 'PETR4',
  name: 'PETROBRAS',
  institution: 'XP INVESTIMENTOS CCTVM S/A',
  quantity: 100,
  priceCents: 3_800,
  valueCents: 380_000,
  isin: 'BRPETRACNPR6',
  issuerCnpj: '33000167000101',
  maturity: null,
  sheet: 'Acoes',
  row: 2,
};

describe('lineFingerprint', () => {
  it('is a readable canonical string of the identifying fields', () => {
    expect(lineFingerprint(trade({ date: '2025-03-10', quantity: 100, priceCents: 3_850 }))).toBe(
      'trade|2025-03-10|buy|PETR4|xp investimentos cctvm s/a|100|3850|385000#1',
    );
    expect(
      lineFingerprint(
        movement({ kind: 'Juros Sobre Capital Próprio', date: '2025-03-10', valueCents: 850 }),
      ),
    ).toBe(
      'movement|2025-03-10|credit|juros sobre capital proprio|PETR4|xp investimentos cctvm s/a|-|-|850#1',
    );
    expect(lineFingerprint(position)).toBe(
      'position|acoes|PETR4|xp investimentos cctvm s/a|BRPETRACNPR6|-#1',
    );
  });

  it('ignores where the line sat in the file and how its texts were cased', () => {
    const a = trade({ quantity: 10, priceCents: 100, row: 2, sheet: 'Negociação' });
    const b = trade({
      quantity: 10,
      priceCents: 100,
      row: 90,
      ticker: 'petr4f',
      institution: ' xp investimentos  cctvm s/a',
    });
    expect(lineFingerprint(b)).toBe(lineFingerprint(a));
    expect(lineFingerprint({ ...position, quantity: 5, row: 9 })).toBe(lineFingerprint(position));
  });

  it('tells apart what differs in substance', () => {
    const base = trade({ quantity: 10, priceCents: 100 });
    for (const other of [
      { ...base, side: 'sell' as const },
      { ...base, date: day('2025-03-11') },
      { ...base, quantity: 11 },
      { ...base, priceCents: 101 },
      { ...base, institution: 'BTG' },
    ]) {
      expect(lineFingerprint(other)).not.toBe(lineFingerprint(base));
    }
    expect(lineFingerprint({ ...position, maturity: day('2030-01-01') })).not.toBe(
      lineFingerprint(position),
    );
  });

  it('numbers identical lines within a file, so both are kept and a re-import matches (fast-check)', () => {
    const twice = [
      trade({ quantity: 100, priceCents: 3_850 }),
      trade({ quantity: 100, priceCents: 3_850 }),
    ];
    const keys = lineFingerprints(twice);
    expect(keys[0]?.endsWith('#1')).toBe(true);
    expect(keys[1]?.endsWith('#2')).toBe(true);

    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            quantity: fc.integer({ min: 1, max: 3 }),
            priceCents: fc.integer({ min: 1, max: 3 }),
          }),
          { maxLength: 20 },
        ),
        (specs) => {
          const file = specs.map((s) => trade(s));
          const keys = lineFingerprints(file);
          expect(new Set(keys).size).toBe(file.length);
          expect(lineFingerprints(file.map((line, row) => ({ ...line, row: row + 100 })))).toEqual(
            keys,
          );
        },
      ),
    );
  });
});
