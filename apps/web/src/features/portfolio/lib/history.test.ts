import { describe, expect, it } from 'vitest';
import { historyDescription, historyPoints } from './history';

const day = (at: number) => new Date(at).toISOString().slice(0, 10);

describe('historyPoints', () => {
  it('sorts the snapshots by time', () => {
    const points = historyPoints([
      { id: 2, amountCents: 200, recordedAt: '2026-03-01T12:00:00Z' },
      { id: 1, amountCents: 100, recordedAt: '2026-01-01T12:00:00Z' },
    ]);
    expect(points.map((p) => p.amountCents)).toEqual([100, 200]);
  });
});

describe('historyDescription', () => {
  it('says there is nothing yet', () => {
    expect(historyDescription([], day)).toBe(
      'Gráfico de linha do patrimônio: nenhum registro ainda.',
    );
  });

  it('summarises first, last, lowest and highest', () => {
    const points = historyPoints([
      { id: 1, amountCents: 5_000_000, recordedAt: '2026-01-01T12:00:00Z' },
      { id: 2, amountCents: 4_800_000, recordedAt: '2026-02-01T12:00:00Z' },
      { id: 3, amountCents: 5_500_000, recordedAt: '2026-03-01T12:00:00Z' },
    ]);
    expect(historyDescription(points, day)).toBe(
      'Gráfico de linha do patrimônio ao longo do tempo, 3 registros: de R$ 50.000,00 em 2026-01-01 a R$ 55.000,00 em 2026-03-01; mínimo R$ 48.000,00, máximo R$ 55.000,00.',
    );
  });
});
