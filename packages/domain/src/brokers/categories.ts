import type { AssetClass } from '../allocation/asset-classes.ts';

/** docs/product.md §9: what an aporte can be recorded as. */
export const APORTE_CATEGORIES = [
  'Renda Fixa',
  'Ações Brasil',
  'Internacional',
  'Cripto',
  'FIIs',
  'Multimercado',
  'Previdência',
] as const;
export type AporteCategory = (typeof APORTE_CATEGORIES)[number];

/** docs/product.md §9: the current portfolio's categories, the aporte's without Previdência. */
export const PORTFOLIO_CATEGORIES = [
  'Renda Fixa',
  'Ações Brasil',
  'Internacional',
  'Cripto',
  'FIIs',
  'Multimercado',
] as const satisfies readonly AporteCategory[];
export type PortfolioCategory = (typeof PORTFOLIO_CATEGORIES)[number];

/** docs/product.md §3: the categories a new portfolio starts with, all at 0. */
export const DEFAULT_PORTFOLIO_CATEGORIES: readonly PortfolioCategory[] = [
  'Renda Fixa',
  'Ações Brasil',
  'Internacional',
  'Cripto',
];

/**
 * How recorded categories count against the recommended allocation, which has no FIIs or
 * Previdência: FIIs are listed Brazilian variable income, so they count as Ações Brasil;
 * Previdência plans are overwhelmingly fixed-income funds in Brazil, so they count as Renda Fixa.
 */
export const ASSET_CLASS_BY_CATEGORY: Readonly<Record<AporteCategory, AssetClass>> = {
  'Renda Fixa': 'Renda Fixa',
  'Ações Brasil': 'Ações Brasil',
  Internacional: 'Internacional',
  Cripto: 'Cripto',
  FIIs: 'Ações Brasil',
  Multimercado: 'Multimercado',
  Previdência: 'Renda Fixa',
};

export function isAporteCategory(value: unknown): value is AporteCategory {
  return (APORTE_CATEGORIES as readonly unknown[]).includes(value);
}

export function isPortfolioCategory(value: unknown): value is PortfolioCategory {
  return (PORTFOLIO_CATEGORIES as readonly unknown[]).includes(value);
}
