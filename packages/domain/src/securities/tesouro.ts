/**
 * Tesouro Direto titles have no trading code: the files name them ("Tesouro IPCA+ com Juros
 * Semestrais 2035"). These families, and a short code per title for the catalogue and for
 * remembering an investor's answers ("TD-IPCAJS-2035").
 */
import { foldText } from '../product/theo-basic.ts';

export const TESOURO_FAMILIES = [
  'selic',
  'prefixado',
  'prefixado-juros',
  'ipca',
  'ipca-juros',
  'igpm-juros',
  'renda-mais',
  'educa-mais',
] as const;
export type TesouroFamily = (typeof TESOURO_FAMILIES)[number];

/** Each family's name as Tesouro Direto writes it, and the piece of its code. */
export const TESOURO_FAMILY_NAMES: Readonly<Record<TesouroFamily, string>> = {
  selic: 'Tesouro Selic',
  prefixado: 'Tesouro Prefixado',
  'prefixado-juros': 'Tesouro Prefixado com Juros Semestrais',
  ipca: 'Tesouro IPCA+',
  'ipca-juros': 'Tesouro IPCA+ com Juros Semestrais',
  'igpm-juros': 'Tesouro IGPM+ com Juros Semestrais',
  'renda-mais': 'Tesouro Renda+ Aposentadoria Extra',
  'educa-mais': 'Tesouro Educa+',
};

const FAMILY_CODES: Readonly<Record<TesouroFamily, string>> = {
  selic: 'SELIC',
  prefixado: 'PRE',
  'prefixado-juros': 'PREJS',
  ipca: 'IPCA',
  'ipca-juros': 'IPCAJS',
  'igpm-juros': 'IGPMJS',
  'renda-mais': 'RENDA',
  'educa-mais': 'EDUCA',
};

export interface TesouroTitle {
  family: TesouroFamily;
  /** The year in the title's name (for Renda+ and Educa+, the year payments start). */
  year: number;
}

function familyOf(folded: string): TesouroFamily | null {
  const semiannual = /juros|semestra|\bntn-?[bcf]\b(?! ?princ)/.test(folded);
  if (/educa/.test(folded)) return 'educa-mais';
  if (/renda ?(\+|mais)|aposentadoria/.test(folded)) return 'renda-mais';
  if (/selic|\blft\b/.test(folded)) return 'selic';
  if (/igp-?m|\bntn-?c\b/.test(folded)) return 'igpm-juros';
  if (/ipca|\bntn-?b\b/.test(folded)) return semiannual ? 'ipca-juros' : 'ipca';
  if (/prefixado|\bltn\b|\bntn-?f\b/.test(folded)) {
    return semiannual || /\bntn-?f\b/.test(folded) ? 'prefixado-juros' : 'prefixado';
  }
  return null;
}

/**
 * Reads a title's name in Tesouro Direto's words or the bonds' own (LFT, LTN, NTN-F, NTN-B
 * Principal, NTN-B, NTN-C), with its year; null when the text is no Tesouro Direto title.
 */
export function parseTesouroTitle(name: string): TesouroTitle | null {
  const folded = foldText(name).replace(/\s+/g, ' ');
  const family = familyOf(folded);
  const year = /\b(20\d\d)\b(?!.*\b20\d\d\b)/.exec(folded)?.[1];
  if (family === null || year === undefined) return null;
  return { family, year: Number(year) };
}

/** "Tesouro IPCA+ 2035" → "TD-IPCA-2035"; null when the name is no Tesouro Direto title. */
export function tesouroCode(name: string): string | null {
  const title = parseTesouroTitle(name);
  return title ? `TD-${FAMILY_CODES[title.family]}-${title.year}` : null;
}

/** The title's name as Tesouro Direto writes it ("Tesouro IPCA+ com Juros Semestrais 2035"). */
export function tesouroTitleName(title: TesouroTitle): string {
  return `${TESOURO_FAMILY_NAMES[title.family]} ${title.year}`;
}
