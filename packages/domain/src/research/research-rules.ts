/**
 * Research reports (docs/product.md §10, docs/decisions/020-research.md): the limits of an
 * uploaded PDF, the analyst's accreditation number (CNPI, CVM Res. 20/2021), a report's
 * statuses and the moves between them, and how a search text becomes search terms.
 */

/** The largest PDF a report may carry: 20 MB. */
export const RESEARCH_PDF_MAX_BYTES = 20 * 1024 * 1024;

/** Reports per page on /research and /admin/research. */
export const RESEARCH_PAGE_SIZE = 9;

/** The longest search text accepted; anything longer is a 400, not a slow query. */
export const RESEARCH_QUERY_MAX_LENGTH = 200;

export const REPORT_STATUSES = ['draft', 'published', 'withdrawn'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_STATUS_LABELS: Readonly<Record<ReportStatus, string>> = {
  draft: 'Rascunho',
  published: 'Publicado',
  withdrawn: 'Retirado',
};

/**
 * A CNPI as APIMEC prints it: 'EM-' (analista de valores mobiliários) or 'CNPI-' followed by
 * digits, or the bare number. We keep it upper-case, without spaces: 'EM-1234', 'CNPI-01234'.
 */
const CNPI_PATTERN = /^(?:(?:CNPI|EM|CNPI-P|CNPI-T)-)?\d{3,8}$/;

/** The CNPI in its stored form, or null when it is not one. */
export function normaliseCnpi(raw: string): string | null {
  const compact = raw.trim().toUpperCase().replace(/\s+/g, '').replace(/–|—/g, '-');
  return CNPI_PATTERN.test(compact) ? compact : null;
}

export interface PublishableReport {
  status: ReportStatus;
  analystCnpi: string | null;
  hasPdf: boolean;
}

export type PublishProblem = 'noCnpi' | 'noPdf' | 'alreadyPublished';

/**
 * Why a report cannot be published now, or null when it can. CVM Res. 20/2021: a report goes
 * out signed by an accredited analyst, so no CNPI, no publication; and a report without its
 * PDF would be a card with nothing behind it.
 */
export function publishProblem(report: PublishableReport): PublishProblem | null {
  if (report.status === 'published') return 'alreadyPublished';
  if (!report.analystCnpi || !normaliseCnpi(report.analystCnpi)) return 'noCnpi';
  if (!report.hasPdf) return 'noPdf';
  return null;
}

/** Only a published report can be withdrawn; a withdrawn one may be published again. */
export function canWithdraw(status: ReportStatus): boolean {
  return status === 'published';
}

/**
 * Folds accents the way the database's `research_fold` does (same letters, same length), so a
 * search typed without accents finds words written with them ('acoes' finds 'Ações').
 */
const ACCENTED = 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝ';
const PLAIN = 'aaaaaaeeeeiiiiooooouuuucnyyAAAAAAEEEEIIIIOOOOOUUUUCNY';
export const ACCENT_FOLD = { from: ACCENTED, to: PLAIN } as const;

export function foldAccents(text: string): string {
  let out = '';
  for (const char of text) {
    const at = ACCENTED.indexOf(char);
    out += at === -1 ? char : PLAIN[at];
  }
  return out;
}

export type SearchReading =
  { ok: true; terms: string[] } | { ok: false; problem: 'tooLong' | 'noWords' };

/** At most this many words count; the rest of a long query adds nothing but cost. */
const MAX_TERMS = 12;

/**
 * The words search sees in a text: accents folded, then every run of ASCII letters and digits,
 * lower-cased. The database's `research_plain` cuts a report's text the same way, so a word
 * here is a word there (the marks of a search rely on it).
 */
export function searchWords(text: string): string[] {
  return (foldAccents(text).match(/[A-Za-z0-9]+/g) ?? []).map((word) => word.toLowerCase());
}

/**
 * The words of a search text (`searchWords`): letters and digits only, so nothing a person
 * types can change the query's syntax. Empty text means "no text filter"; text with no letter
 * or digit (only symbols) is refused, as is text over the limit.
 */
export function readSearchQuery(text: string | undefined): SearchReading {
  const trimmed = (text ?? '').trim();
  if (trimmed.length > RESEARCH_QUERY_MAX_LENGTH) return { ok: false, problem: 'tooLong' };
  if (trimmed === '') return { ok: true, terms: [] };
  const words = searchWords(trimmed);
  if (words.length === 0) return { ok: false, problem: 'noWords' };
  return { ok: true, terms: [...new Set(words)].slice(0, MAX_TERMS) };
}

/**
 * How a plural becomes its singular before the Portuguese stemmer sees it (which alone keeps
 * 'acao' and 'acoes' apart: 'aca' and 'aco'). Applied to one folded, lower-case word; the
 * first rule that matches wins. The database's `research_singular` (migration 0032) has the same
 * rules in the same order, and test/research.test.ts compares the two on both drivers.
 * Some singulars come out odd ('util' and 'uteis' both become 'utel'): what counts is that a
 * singular and its plural meet.
 */
export const SINGULAR_RULES: readonly { pattern: RegExp; replacement: string }[] = [
  { pattern: /^(.+)oes$/, replacement: '$1ao' }, // ações → ação
  { pattern: /^(.+)aes$/, replacement: '$1ao' }, // capitães → capitão
  { pattern: /^(.+)aos$/, replacement: '$1ao' }, // grãos → grão
  { pattern: /^(.{2,})ais$/, replacement: '$1al' }, // reais → real (not mais, pais)
  { pattern: /^(.{2,})eis$/, replacement: '$1el' }, // papéis → papel, úteis → utel
  { pattern: /^(.{2,})il$/, replacement: '$1el' }, // útil → utel (so it meets úteis; not mil)
  { pattern: /^(.+)ns$/, replacement: '$1m' }, // bens → bem
  { pattern: /^(.+[rz])es$/, replacement: '$1' }, // valores → valor, vezes → vez
  { pattern: /^(.+se)s$/, replacement: '$1' }, // análises → análise, meses → mese (stem 'mes')
  { pattern: /^(.*[^aeou]i)s$/, replacement: '$1' }, // FIIs → fii, LCIs → lci (not mais, leis)
  { pattern: /^(.{2,}[aeo])s$/, replacement: '$1' }, // dividendos → dividendo (not dos, mês)
  { pattern: /^(.+[^aeiouns])s$/, replacement: '$1' }, // ETFs → etf
];

/** The singular of one folded, lower-case word (SINGULAR_RULES); other words unchanged. */
export function singularWord(word: string): string {
  for (const rule of SINGULAR_RULES) {
    if (rule.pattern.test(word)) return word.replace(rule.pattern, rule.replacement);
  }
  return word;
}

export interface TextSegment {
  text: string;
  match: boolean;
}

/**
 * Cuts `original` into plain and matched pieces: a word is marked when its search form
 * (`searchWords`) is one of `matched`, the words of this text the database found to match the
 * search. Folding keeps every character's position, so the marks fall on the original's
 * letters, accents and all, and cover whole words only.
 */
export function segmentsFromMatchedWords(
  original: string,
  matched: readonly string[],
): TextSegment[] {
  const wanted = new Set(matched);
  const segments: TextSegment[] = [];
  const push = (text: string, match: boolean) => {
    if (text === '') return;
    const last = segments.at(-1);
    if (last && last.match === match) last.text += text;
    else segments.push({ text, match });
  };
  let position = 0;
  for (const found of foldAccents(original).matchAll(/[A-Za-z0-9]+/g)) {
    const at = found.index;
    const end = at + found[0].length;
    push(original.slice(position, at), false);
    push(original.slice(at, end), wanted.has(found[0].toLowerCase()));
    position = end;
  }
  push(original.slice(position), false);
  return segments.length > 0 ? segments : [{ text: original, match: false }];
}
