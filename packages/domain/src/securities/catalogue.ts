/**
 * The securities catalogue (seeded from apps/server/src/db/seed/securities-catalogue.ts, edited by
 * admins on /admin/ativos): what AlgoOne knows about a security that its trading code cannot say,
 * such as which index an ETF follows or who issued it.
 */
import { isPortfolioCategory } from '../brokers/categories.ts';
import { foldText } from '../product/theo-basic.ts';
import { isValidCnpj } from './cnpj.ts';
import type { PositionFamily, SecurityCategory } from './b3-lines.ts';
import { tesouroCode } from './tesouro.ts';
import { normalizeTicker } from './tickers.ts';

export const CATALOGUE_KINDS = ['acao', 'unit', 'fii', 'etf', 'bdr', 'tesouro'] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];

export interface CatalogueEntry {
  /** B3 trading code; for Tesouro Direto titles, the code from `tesouroCode` ("TD-IPCA-2035"). */
  ticker: string;
  name: string;
  kind: CatalogueKind;
  category: SecurityCategory;
  /** ETFs: what they follow, written to read after "acompanha o" ("Ibovespa", "S&P 500"). */
  index?: string | null;
  /** Digits only; null when not confirmed (admins fill it in). */
  issuerCnpj?: string | null;
  /** Tesouro Direto: the title's maturity, 'YYYY-MM-DD'. */
  maturity?: string | null;
}

export function isCatalogueKind(value: unknown): value is CatalogueKind {
  return (CATALOGUE_KINDS as readonly unknown[]).includes(value);
}

/**
 * The class each kind belongs to where the kind decides it alone. ETFs are missing on purpose:
 * their class is what they follow (an Ibovespa ETF is Ações Brasil, an S&P 500 one Internacional).
 */
export const CATEGORY_BY_CATALOGUE_KIND: Readonly<
  Partial<Record<CatalogueKind, SecurityCategory>>
> = {
  acao: 'Ações Brasil',
  unit: 'Ações Brasil',
  fii: 'FIIs',
  bdr: 'Internacional',
  tesouro: 'Renda Fixa',
};

/**
 * One key per security, for the catalogue and for remembering an investor's answer: the
 * normalized trading code; for a Tesouro Direto title, its code ("TD-IPCA-2035"); for anything
 * else without a code (a CDB), its name folded ("rf:cdb banco x"). Null when there is nothing to
 * key on.
 */
export function securityKey(security: {
  ticker: string | null;
  name: string;
  family?: PositionFamily | null;
}): string | null {
  if (security.ticker?.trim()) return normalizeTicker(security.ticker);
  const tesouro = tesouroCode(security.name);
  if (tesouro) return tesouro;
  const name = foldText(security.name).replace(/\s+/g, ' ').trim();
  return name ? `rf:${name}` : null;
}

/** Looks a code up in a catalogue, after normalizing it (PETR4F finds PETR4). */
export function findCatalogueEntry(
  catalogue: readonly CatalogueEntry[],
  ticker: string | null,
): CatalogueEntry | null {
  if (ticker === null) return null;
  const code = normalizeTicker(ticker);
  return catalogue.find((entry) => entry.ticker === code) ?? null;
}

/**
 * What is wrong with a catalogue, in pt-BR, one message per problem (empty when it is sound):
 * repeated codes, codes that are not normalized, unknown kinds or classes, a class that
 * contradicts the kind, an ETF without its index, an invalid CNPJ.
 */
export function catalogueProblems(entries: readonly CatalogueEntry[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    const label = entry.ticker || '(sem código)';
    if (seen.has(entry.ticker)) problems.push(`${label}: código repetido`);
    seen.add(entry.ticker);
    if (entry.kind !== 'tesouro' && normalizeTicker(entry.ticker) !== entry.ticker) {
      problems.push(`${label}: código fora do padrão (use ${normalizeTicker(entry.ticker)})`);
    }
    if (entry.name.trim() === '') problems.push(`${label}: sem nome`);
    if (!isCatalogueKind(entry.kind)) problems.push(`${label}: tipo desconhecido`);
    if (!isPortfolioCategory(entry.category)) problems.push(`${label}: classe desconhecida`);
    const expected = CATEGORY_BY_CATALOGUE_KIND[entry.kind];
    if (expected !== undefined && entry.category !== expected) {
      problems.push(`${label}: a classe deveria ser ${expected}`);
    }
    if (entry.kind === 'etf' && !entry.index?.trim()) {
      problems.push(`${label}: ETF sem o índice que acompanha`);
    }
    if (entry.issuerCnpj != null && !isValidCnpj(entry.issuerCnpj)) {
      problems.push(`${label}: CNPJ inválido`);
    }
  }
  return problems;
}
