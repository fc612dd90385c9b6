import type { AssetClass } from '@algoone/domain';
import { formatPercent } from '@algoone/domain';

/**
 * How allocations read on screen, shared by /dashboard and /carteira (each a feature of its
 * own, so the shared part lives here): one colour per asset class from the theme's chart
 * palette, and the words for a class's drift from its target.
 */
export const ASSET_CLASS_COLORS: Readonly<Record<AssetClass, string>> = {
  'Renda Fixa': 'var(--color-chart-1)',
  Multimercado: 'var(--color-chart-2)',
  'Ações Brasil': 'var(--color-chart-3)',
  Internacional: 'var(--color-chart-4)',
  Cripto: 'var(--color-chart-5)',
};

export type BandStatus = 'dentro' | 'acima' | 'abaixo';

export interface DriftLike {
  driftPp: number;
  outOfBand: boolean;
}

/** Within its band, or above / below it. */
export function bandStatus(drift: DriftLike): BandStatus {
  if (!drift.outOfBand) return 'dentro';
  return drift.driftPp > 0 ? 'acima' : 'abaixo';
}

export const BAND_STATUS_LABELS: Readonly<Record<BandStatus, string>> = {
  dentro: 'Dentro da faixa',
  acima: 'Acima da faixa',
  abaixo: 'Abaixo da faixa',
};

/** A drift in percentage points with its sign: '+7,2 p.p.', '-3,0 p.p.', '0,0 p.p.'. */
export function formatDriftPp(driftPp: number): string {
  const rounded = Math.round(driftPp * 10) / 10;
  const text = formatPercent(Math.abs(rounded)).replace('%', ' p.p.');
  if (rounded > 0) return `+${text}`;
  if (rounded < 0) return `-${text}`;
  return text;
}

/** A share with one decimal: 33.3333 → '33,3%'. */
export function formatShare(percent: number): string {
  return formatPercent(Math.round(percent * 10) / 10);
}
