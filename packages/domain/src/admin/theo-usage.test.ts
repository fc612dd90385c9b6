import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countOf, describeTheoUsageMonth } from './theo-usage.ts';

describe('countOf', () => {
  it('uses the singular for exactly one', () => {
    expect(countOf(1, 'resposta', 'respostas')).toBe('1 resposta');
    expect(countOf(0, 'resposta', 'respostas')).toBe('0 respostas');
    expect(countOf(12_500, 'investidor', 'investidores')).toBe('12.500 investidores');
  });
});

describe('describeTheoUsageMonth', () => {
  const month = {
    month: '2026-11',
    promptTokens: 200,
    completionTokens: 100,
    requests: 1,
    investors: 1,
  };

  it('names the month and counts in pt-BR', () => {
    const usage = describeTheoUsageMonth(month, 200_000);
    expect(usage.title).toBe('Novembro de 2026');
    expect(usage.line).toBe('300 tokens · 1 resposta · 1 investidor');
  });

  it('measures the bar against the month’s limit, not the busiest month', () => {
    const usage = describeTheoUsageMonth(month, 200_000);
    expect(usage.share).toBeCloseTo(0.0015);
    expect(usage.shareLabel).toBe('0,15% do limite do mês');
    const busy = describeTheoUsageMonth({ ...month, promptTokens: 300_000, investors: 2 }, 200_000);
    expect(busy.share).toBeCloseTo(300_100 / 400_000);
  });

  it('keeps the share between 0 and 1', () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.nat(),
        fc.nat(),
        fc.nat({ max: 10_000_000 }),
        (prompt, completion, investors, budget) => {
          const { share } = describeTheoUsageMonth(
            {
              month: '2026-01',
              promptTokens: prompt,
              completionTokens: completion,
              requests: 0,
              investors,
            },
            budget,
          );
          expect(share).toBeGreaterThanOrEqual(0);
          expect(share).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});
