import { describe, expect, it } from 'vitest';
import { accumulatedCdi, parseSgsSeries, percentOfCdi } from './cdi.ts';

describe('parseSgsSeries', () => {
  it('reads SGS series 12 JSON, sorted by date', () => {
    expect(
      parseSgsSeries([
        { data: '03/01/2025', valor: '0.045513' },
        { data: '02/01/2025', valor: '0.045513' },
        { data: '31/12/2024', valor: '0.043739' },
      ]),
    ).toEqual({
      ok: true,
      rates: [
        { date: '2024-12-31', ratePercent: 0.043739 },
        { date: '2025-01-02', ratePercent: 0.045513 },
        { date: '2025-01-03', ratePercent: 0.045513 },
      ],
    });
    expect(parseSgsSeries([])).toEqual({ ok: true, rates: [] });
  });

  it.each([
    [{ data: '02/01/2025' }, 'Item 1: esperado { data, valor } como texto.'],
    [{ data: '02/01/2025', valor: 0.04 }, 'Item 1: esperado { data, valor } como texto.'],
    [null, 'Item 1: esperado { data, valor } como texto.'],
    [{ data: '2025-01-02', valor: '0.04' }, 'Item 1: data inválida "2025-01-02".'],
    [{ data: '30/02/2025', valor: '0.04' }, 'Item 1: data inválida "30/02/2025".'],
    [{ data: '02/01/2025', valor: '0,04' }, 'Item 1: valor inválido "0,04".'],
    [{ data: '02/01/2025', valor: 'abc' }, 'Item 1: valor inválido "abc".'],
  ])('rejects %j', (item, reason) => {
    expect(parseSgsSeries([item])).toEqual({ ok: false, reason });
  });

  it('rejects a non-list and repeated days', () => {
    expect(parseSgsSeries({ data: '02/01/2025' })).toEqual({
      ok: false,
      reason: 'A resposta do SGS não é uma lista.',
    });
    expect(
      parseSgsSeries([
        { data: '02/01/2025', valor: '0.04' },
        { data: '02/01/2025', valor: '0.05' },
      ]),
    ).toEqual({ ok: false, reason: 'Item 2: data repetida 02/01/2025.' });
  });
});

describe('accumulatedCdi', () => {
  const rates = [
    { date: '2025-01-02', ratePercent: 0.05 },
    { date: '2025-01-03', ratePercent: 0.05 },
    { date: '2025-01-06', ratePercent: 0.1 },
  ];

  it('compounds the daily rates: ∏(1 + r/100) − 1', () => {
    expect(accumulatedCdi(rates, '2025-01-01', '2025-01-07')).toBeCloseTo(
      1.0005 * 1.0005 * 1.001 - 1,
      15,
    );
  });

  it('includes the start day and excludes the end day', () => {
    expect(accumulatedCdi(rates, '2025-01-02', '2025-01-03')).toBeCloseTo(0.0005, 15);
    expect(accumulatedCdi(rates, '2025-01-03', '2025-01-06')).toBeCloseTo(0.0005, 15);
    expect(accumulatedCdi(rates, '2025-01-03', '2025-01-07')).toBeCloseTo(1.0005 * 1.001 - 1, 15);
  });

  it('is null when no rate falls in the period', () => {
    expect(accumulatedCdi([], '2025-01-01', '2025-12-31')).toBeNull();
    expect(accumulatedCdi(rates, '2025-01-07', '2025-12-31')).toBeNull();
  });

  it('a year of ~14.9% CDI compounds from ~0.0551% a day', () => {
    const year = Array.from({ length: 252 }, (_, i) => ({
      date: `2025-${String(1 + Math.floor(i / 21)).padStart(2, '0')}-${String(1 + (i % 21)).padStart(2, '0')}`,
      ratePercent: 0.055131,
    }));
    expect(accumulatedCdi(year, '2025-01-01', '2026-01-01')).toBeCloseTo(
      Math.pow(1.00055131, 252) - 1,
      12,
    );
    expect(accumulatedCdi(year, '2025-01-01', '2026-01-01')).toBeCloseTo(0.149, 3);
  });
});

describe('percentOfCdi', () => {
  it('is the return as a percentage of the CDI', () => {
    expect(percentOfCdi(0.09, 0.1)).toBeCloseTo(90, 10);
    expect(percentOfCdi(0.124, 0.124)).toBe(100);
    expect(percentOfCdi(-0.02, 0.1)).toBeCloseTo(-20, 10);
  });

  it('is null when the CDI did not pay', () => {
    expect(percentOfCdi(0.05, 0)).toBeNull();
    expect(percentOfCdi(0.05, -0.01)).toBeNull();
    expect(percentOfCdi(0.05, Number.NaN)).toBeNull();
  });
});
