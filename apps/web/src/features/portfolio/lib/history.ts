import type { TNetWorthSnapshot } from '@algoone/contracts';
import { formatBRL } from '@algoone/domain';

export interface HistoryPoint {
  /** Epoch milliseconds, for a time axis. */
  at: number;
  amountCents: number;
}

export function historyPoints(history: readonly TNetWorthSnapshot[]): HistoryPoint[] {
  return history
    .map((snapshot) => ({
      at: new Date(snapshot.recordedAt).getTime(),
      amountCents: snapshot.amountCents,
    }))
    .filter((point) => Number.isFinite(point.at))
    .sort((a, b) => a.at - b.at);
}

/**
 * The line chart's text alternative: how many records, first and last, lowest and highest.
 * `formatDay` turns an instant into the São Paulo date.
 */
export function historyDescription(
  points: readonly HistoryPoint[],
  formatDay: (at: number) => string,
): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return 'Gráfico de linha do patrimônio: nenhum registro ainda.';
  const values = points.map((point) => point.amountCents);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const records = `${points.length} ${points.length === 1 ? 'registro' : 'registros'}`;
  return (
    `Gráfico de linha do patrimônio ao longo do tempo, ${records}: ` +
    `de ${formatBRL(first.amountCents)} em ${formatDay(first.at)} ` +
    `a ${formatBRL(last.amountCents)} em ${formatDay(last.at)}; ` +
    `mínimo ${formatBRL(min)}, máximo ${formatBRL(max)}.`
  );
}
