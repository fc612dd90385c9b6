/**
 * The lines AlgoOne reads from the files of B3's Área do Investidor (docs/product.md, "Importar
 * da B3"). The server's readers turn each workbook into these shapes; the rules in this folder
 * (asset class, average cost, proventos, the IR summary) work only on them, so they never see a
 * spreadsheet. Money is integer centavos; quantities are decimal numbers (Tesouro Direto and
 * fractions after a bonus are not whole), rounded to 8 places by the readers.
 */
import type { CalendarDate } from '../time/zoned-date.ts';
import type { Cents } from '../money/cents.ts';

/** The Posição workbook's sheets, one per product family. */
export const POSITION_FAMILIES = [
  'acoes',
  'bdr',
  'etf',
  'fundos',
  'renda-fixa',
  'tesouro',
] as const;
export type PositionFamily = (typeof POSITION_FAMILIES)[number];

/** One security at one institution, as a Posição sheet lists it. */
export interface PositionLine {
  family: PositionFamily;
  /** B3 trading code ("PETR4", "HGLG11"); null for Renda Fixa and Tesouro lines. */
  ticker: string | null;
  /** The product's name as the file gives it ("PETROBRAS - PETROLEO BRASILEIRO S.A.", "Tesouro IPCA+ 2035"). */
  name: string;
  /** Custody institution ("XP INVESTIMENTOS CCTVM S/A"). */
  institution: string;
  quantity: number;
  /** Closing price per unit; null when the file has none ("-"). */
  priceCents: Cents | null;
  /** Updated value of the line. */
  valueCents: Cents;
  /** ISIN where the sheet has one. */
  isin: string | null;
  /** Issuer's CNPJ where the sheet has one (digits only). */
  issuerCnpj: string | null;
  /** Renda Fixa / Tesouro: maturity day, where given. */
  maturity: CalendarDate | null;
  /** Where it came from, for the preview's per-line reasons: sheet name and 1-based row. */
  sheet: string;
  row: number;
}

/** One Movimentação line: a credit or debit on one day. */
export interface MovementLine {
  date: CalendarDate;
  direction: 'credit' | 'debit';
  /** B3's "Movimentação" text as written ("Dividendo", "Juros Sobre Capital Próprio", "Rendimento", "Transferência - Liquidação", "Amortização", "Leilão de Fração", "Desdobro", "Bonificação em Ativos", …). */
  kind: string;
  /** The product text ("PETR4 - PETROLEO BRASILEIRO S/A PETROBRAS"). */
  product: string;
  /** The trading code taken from the product text, when it starts with one. */
  ticker: string | null;
  institution: string;
  quantity: number | null;
  unitPriceCents: Cents | null;
  valueCents: Cents | null;
  sheet: string;
  row: number;
}

/** One Negociação line: a trade with its price. */
export interface TradeLine {
  date: CalendarDate;
  side: 'buy' | 'sell';
  ticker: string;
  institution: string;
  quantity: number;
  priceCents: Cents;
  valueCents: Cents;
  sheet: string;
  row: number;
}

/** The classes a security can be put in: /carteira's categories (FIIs count as Ações Brasil in the comparison). */
export type { PortfolioCategory as SecurityCategory } from '../brokers/categories.ts';
