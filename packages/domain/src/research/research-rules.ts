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
 * The words of a search text, folded and lower-cased: letters and digits only, so nothing a
 * person types can change the query's syntax. Empty text means "no text filter"; text with no
 * letter or digit (only symbols) is refused, as is text over the limit.
 */
export function readSearchQuery(text: string | undefined): SearchReading {
  const trimmed = (text ?? '').trim();
  if (trimmed.length > RESEARCH_QUERY_MAX_LENGTH) return { ok: false, problem: 'tooLong' };
  if (trimmed === '') return { ok: true, terms: [] };
  const words =
    foldAccents(trimmed)
      .toLowerCase()
      .match(/[a-z0-9]+/g) ?? [];
  if (words.length === 0) return { ok: false, problem: 'noWords' };
  return { ok: true, terms: [...new Set(words)].slice(0, MAX_TERMS) };
}

/**
 * The tsquery text for `terms`: every word must match, each as a prefix of a stemmed word, so
 * 'renda fix' finds 'Renda Fixa'. Terms are [a-z0-9]+ (readSearchQuery), never operators.
 */
export function toPrefixTsQuery(terms: readonly string[]): string {
  return terms.map((term) => `${term}:*`).join(' & ');
}

export interface TextSegment {
  text: string;
  match: boolean;
}

/**
 * Cuts `original` into plain and matched pieces from the database's highlighted copy of its
 * folded text (`start`/`stop` around each match). Folding keeps every character's position,
 * so the marks fall on the original's letters, accents and all. When the copy does not line
 * up with the original (it should not happen), the text is shown without marks.
 */
export function segmentsFromHighlight(
  original: string,
  highlighted: string,
  start = '\u0001',
  stop = '\u0002',
): TextSegment[] {
  const segments: TextSegment[] = [];
  let position = 0;
  let plain = '';
  let inside = false;
  let piece = '';
  for (const char of highlighted) {
    if (char === start || char === stop) {
      if (piece) segments.push({ text: piece, match: inside });
      piece = '';
      inside = char === start;
      continue;
    }
    plain += char;
    piece += original.slice(position, position + char.length);
    position += char.length;
  }
  if (piece) segments.push({ text: piece, match: inside });
  if (foldAccents(original).toLowerCase() !== plain.toLowerCase()) {
    return [{ text: original, match: false }];
  }
  return segments.length > 0 ? segments : [{ text: original, match: false }];
}
