import type { TDrift } from '@algoone/contracts';
import { formatPercent } from '@algoone/domain';

export interface ComparisonRowData {
  assetClass: string;
  /** Share of the current portfolio, 0–100. */
  atual: number;
  /** Target share, whole percent. */
  recomendada: number;
}

/** The classes worth a bar: in the target, or holding money. */
export function comparisonRows(drift: TDrift): ComparisonRowData[] {
  return drift.rows
    .filter((row) => row.targetPercent > 0 || row.currentCents > 0)
    .map((row) => ({
      assetClass: row.assetClass,
      atual: Math.round(row.currentPercent * 10) / 10,
      recomendada: row.targetPercent,
    }));
}

/** The chart's text alternative: "Renda Fixa: atual 62,0%, recomendada 50%; …". */
export function comparisonDescription(rows: readonly ComparisonRowData[]): string {
  const parts = rows.map(
    (row) =>
      `${row.assetClass}: atual ${formatPercent(row.atual)}, recomendada ${formatPercent(row.recomendada, 0)}`,
  );
  return `Gráfico de barras da carteira atual comparada à recomendada. ${parts.join('; ')}.`;
}
