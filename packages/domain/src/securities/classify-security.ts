/**
 * Which of /carteira's classes a security counts in (docs/product.md, "Importar da B3 — regras"),
 * with the reason the import preview shows. First what the investor answered before for this
 * security, then the catalogue, then what the code and the Posição sheet say; what none of them
 * decides is left for the investor (category null), never guessed.
 */
import type { PositionFamily, SecurityCategory } from './b3-lines.ts';
import type { CatalogueEntry, CatalogueKind } from './catalogue.ts';
import { parseTesouroTitle } from './tesouro.ts';
import { normalizeTicker, tickerKind, tickerParts } from './tickers.ts';

export type ClassificationSource = 'investor' | 'catalogue' | 'rule' | 'unknown';

export interface SecurityClassification {
  category: SecurityCategory | null;
  source: ClassificationSource;
  /** pt-BR, for the preview: why this class. */
  reason: string;
}

export interface ClassifySecurityInput {
  /** Trading code as the file gives it (PETR4F is read as PETR4); null for Tesouro and Renda Fixa. */
  ticker: string | null;
  name: string;
  /** The Posição sheet the line came from; null when the security was only seen in trades or movements. */
  family: PositionFamily | null;
  catalogue?: CatalogueEntry | null;
  investorChoice?: SecurityCategory | null;
}

export const UNKNOWN_SECURITY_REASON = 'Não reconhecemos este ativo: diga em que classe ele entra';

const CATALOGUE_REASONS: Readonly<Record<Exclude<CatalogueKind, 'etf'>, string>> = {
  acao: 'Ação brasileira (catálogo)',
  unit: 'Unit de ações brasileiras (catálogo)',
  fii: 'Fundo imobiliário (catálogo)',
  bdr: 'BDR — conta como Internacional (catálogo)',
  tesouro: 'Título do Tesouro Direto (catálogo)',
};

function catalogueReason(entry: CatalogueEntry): string {
  if (entry.kind === 'etf') {
    return entry.index ? `ETF que acompanha o ${entry.index} (catálogo)` : 'ETF (catálogo)';
  }
  return CATALOGUE_REASONS[entry.kind];
}

const rule = (category: SecurityCategory, reason: string): SecurityClassification => ({
  category,
  source: 'rule',
  reason,
});

const unknown = (reason: string = UNKNOWN_SECURITY_REASON): SecurityClassification => ({
  category: null,
  source: 'unknown',
  reason,
});

function byRules(
  ticker: string | null,
  name: string,
  family: PositionFamily | null,
): SecurityClassification {
  if (family === 'tesouro') return rule('Renda Fixa', 'Título do Tesouro Direto');
  if (family === 'renda-fixa') {
    return rule('Renda Fixa', 'Renda fixa bancária (CDB, LCI, LCA, debêntures)');
  }
  if (family === 'bdr')
    return rule('Internacional', 'BDR listado na aba BDR — conta como Internacional');
  if (ticker === null) {
    return parseTesouroTitle(name) ? rule('Renda Fixa', 'Título do Tesouro Direto') : unknown();
  }
  const code = normalizeTicker(ticker);
  const number = tickerParts(code)?.number;
  switch (tickerKind(code)) {
    case 'share':
      return rule('Ações Brasil', `Ação brasileira: código terminado em ${String(number)}`);
    case 'bdr':
      return rule(
        'Internacional',
        `BDR: código terminado em ${String(number)} — conta como Internacional`,
      );
    case 'share-subscription':
      return rule(
        'Ações Brasil',
        `Direito ou recibo de subscrição de ações (código terminado em ${String(number)})`,
      );
    case 'fund-subscription':
      return rule(
        'FIIs',
        `Direito ou recibo de subscrição de cotas de fundo (código terminado em ${String(number)})`,
      );
    case 'unit-fund-etf':
      // 11 is shared by units, FIIs and ETFs: the sheet the line came from tells them apart.
      if (family === 'acoes')
        return rule('Ações Brasil', 'Unit de ações brasileiras listada na aba Ações');
      if (family === 'fundos') return rule('FIIs', 'FII listado na aba Fundo de Investimento');
      // An ETF's class is what it follows, which only the catalogue knows.
      if (family === 'etf')
        return unknown('ETF fora do nosso catálogo: diga em que classe ele entra');
      return unknown();
    case 'unknown':
      if (family === 'fundos') return rule('FIIs', 'FII listado na aba Fundo de Investimento');
      // A Tesouro title seen outside the Tesouro sheet carries its name (or our TD- code).
      if (parseTesouroTitle(name)) return rule('Renda Fixa', 'Título do Tesouro Direto');
      return unknown();
  }
}

export function classifySecurity(input: ClassifySecurityInput): SecurityClassification {
  if (input.investorChoice) {
    return {
      category: input.investorChoice,
      source: 'investor',
      reason: `Você escolheu ${input.investorChoice} para este ativo`,
    };
  }
  if (input.catalogue) {
    return {
      category: input.catalogue.category,
      source: 'catalogue',
      reason: catalogueReason(input.catalogue),
    };
  }
  return byRules(input.ticker, input.name, input.family);
}
