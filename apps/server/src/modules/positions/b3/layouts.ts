/**
 * The B3 Área do Investidor layouts, as confirmed in public parsers and test fixtures (ADR 027,
 * "The files' layouts"). Columns are found by header name (normalizeLabel), never by position;
 * unknown columns are ignored. `required` lists what a sheet must have: an inner array means
 * "any one of these".
 */
import type { PositionFamily } from '@algoone/domain';
import { normalizeLabel } from './cells.ts';

export interface Column {
  key: string;
  /** Header as B3 writes it, for messages. */
  label: string;
  /** Normalized header names that mean this column. */
  names: string[];
}

export interface Layout {
  columns: Column[];
  required: (string | string[])[];
}

function column(key: string, label: string, ...others: string[]): Column {
  return { key, label, names: [label, ...others].map(normalizeLabel) };
}

const listedColumns = [
  column('product', 'Produto'),
  column('institution', 'Instituição'),
  column('account', 'Conta'),
  column('ticker', 'Código de Negociação'),
  column('cnpj', 'CNPJ da Empresa', 'CNPJ do Fundo', 'CNPJ'),
  column('isin', 'Código ISIN / Distribuição', 'Código ISIN'),
  column('type', 'Tipo'),
  column('quantity', 'Quantidade'),
  column('price', 'Preço de Fechamento'),
  column('value', 'Valor Atualizado'),
];

/** Ações, BDR, ETF and Fundo de Investimento share one layout (ETF and Fundos say "CNPJ do Fundo", "Administrador"). */
const LISTED: Layout = {
  columns: listedColumns,
  required: ['product', 'institution', 'ticker', 'quantity', 'value'],
};

/**
 * Renda Fixa (CDB, LCI, LCA, debêntures…) gives the value on up to three bases; the contracted
 * curve (CURVA) is read first because it is what the investor's statement shows for a bond held
 * to maturity, then the market value (MTM), then FECHAMENTO.
 */
export const FIXED_INCOME_VALUE_KEYS = ['valueCurve', 'valueMtm', 'valueClose', 'value'] as const;
export const FIXED_INCOME_PRICE_KEYS = ['priceCurve', 'priceMtm', 'priceClose', 'price'] as const;

const FIXED_INCOME: Layout = {
  columns: [
    column('product', 'Produto'),
    column('institution', 'Instituição'),
    column('issuer', 'Emissor'),
    column('code', 'Código'),
    column('isin', 'Código ISIN'),
    column('indexer', 'Indexador'),
    column('maturity', 'Vencimento'),
    column('quantity', 'Quantidade'),
    column('priceCurve', 'Preço Atualizado CURVA'),
    column('valueCurve', 'Valor Atualizado CURVA'),
    column('priceMtm', 'Preço Atualizado MTM'),
    column('valueMtm', 'Valor Atualizado MTM'),
    column('priceClose', 'Preço Atualizado FECHAMENTO'),
    column('valueClose', 'Valor Atualizado FECHAMENTO'),
    column('price', 'Preço Atualizado'),
    column('value', 'Valor Atualizado'),
  ],
  required: ['product', 'institution', 'quantity', [...FIXED_INCOME_VALUE_KEYS]],
};

/** Tesouro Direto: no closing price; "Valor Atualizado" is the line's value ("Valor bruto" when absent). */
export const TREASURY_VALUE_KEYS = ['value', 'grossValue'] as const;

const TREASURY: Layout = {
  columns: [
    column('product', 'Produto'),
    column('institution', 'Instituição'),
    column('isin', 'Código ISIN'),
    column('indexer', 'Indexador'),
    column('maturity', 'Vencimento'),
    column('quantity', 'Quantidade'),
    column('invested', 'Valor Aplicado'),
    column('grossValue', 'Valor bruto'),
    column('netValue', 'Valor líquido'),
    column('value', 'Valor Atualizado'),
  ],
  required: ['product', 'institution', 'quantity', [...TREASURY_VALUE_KEYS]],
};

export const POSITION_LAYOUTS: Record<PositionFamily, Layout> = {
  acoes: LISTED,
  bdr: LISTED,
  etf: LISTED,
  fundos: LISTED,
  'renda-fixa': FIXED_INCOME,
  tesouro: TREASURY,
};

/** pt-BR name of each Posição sheet, for messages. */
export const FAMILY_LABELS: Record<PositionFamily, string> = {
  acoes: 'Ações',
  bdr: 'BDR',
  etf: 'ETF',
  fundos: 'Fundo de Investimento',
  'renda-fixa': 'Renda Fixa',
  tesouro: 'Tesouro Direto',
};

const SHEET_FAMILIES: Record<string, PositionFamily> = {
  acoes: 'acoes',
  acao: 'acoes',
  bdr: 'bdr',
  bdrs: 'bdr',
  etf: 'etf',
  etfs: 'etf',
  'fundo de investimento': 'fundos',
  'fundos de investimento': 'fundos',
  fundos: 'fundos',
  'fundos imobiliarios': 'fundos',
  'renda fixa': 'renda-fixa',
  'tesouro direto': 'tesouro',
  tesouro: 'tesouro',
};

/** "Acoes", "Ações" or the monthly report's "Posição - Ações" → 'acoes'; null for sheets AlgoOne does not import (Empréstimos, COE…). */
export function familyOfSheet(sheetName: string): PositionFamily | null {
  const name = normalizeLabel(sheetName).replace(/^posicao /, '');
  return SHEET_FAMILIES[name] ?? null;
}

export const MOVEMENT_LAYOUT: Layout = {
  columns: [
    column('direction', 'Entrada/Saída'),
    column('date', 'Data'),
    column('kind', 'Movimentação'),
    column('product', 'Produto'),
    column('institution', 'Instituição'),
    column('quantity', 'Quantidade'),
    column('unitPrice', 'Preço unitário'),
    column('value', 'Valor da Operação'),
    column('cpf', 'CPF'),
  ],
  required: ['direction', 'date', 'kind', 'product', 'institution'],
};

export const TRADE_LAYOUT: Layout = {
  columns: [
    column('date', 'Data do Negócio'),
    column('side', 'Tipo de Movimentação'),
    column('market', 'Mercado'),
    column('term', 'Prazo/Vencimento'),
    column('institution', 'Instituição'),
    column('ticker', 'Código de Negociação'),
    column('quantity', 'Quantidade'),
    column('price', 'Preço'),
    column('value', 'Valor'),
  ],
  required: ['date', 'side', 'institution', 'ticker', 'quantity', 'price', 'value'],
};

/** The columns that tell a Movimentação from a Negociação from anything else. */
export const MOVEMENT_SIGNATURE = ['direction', 'kind'];
export const TRADE_SIGNATURE = ['date', 'side'];

export function labelOf(layout: Layout, key: string): string {
  return layout.columns.find((c) => c.key === key)?.label ?? key;
}

/** Column index by key, from a header row. The first column with a name wins. */
export function mapColumns(layout: Layout, header: string[]): Map<string, number> {
  const found = new Map<string, number>();
  header.forEach((text, index) => {
    const name = normalizeLabel(text);
    if (name === '') return;
    const match = layout.columns.find((c) => c.names.includes(name));
    if (match && !found.has(match.key)) found.set(match.key, index);
  });
  return found;
}

/** The required columns a header lacks, as B3 names them ("Valor Atualizado CURVA ou Valor Atualizado MTM…" for alternatives). */
export function missingColumns(layout: Layout, found: Map<string, number>): string[] {
  const missing: string[] = [];
  for (const requirement of layout.required) {
    const keys = typeof requirement === 'string' ? [requirement] : requirement;
    if (!keys.some((key) => found.has(key))) {
      missing.push(keys.map((key) => labelOf(layout, key)).join(' ou '));
    }
  }
  return missing;
}
