/**
 * Keys that recognise a B3 line already imported (docs/product.md, "Importar da B3 — regras").
 * A key is a readable canonical string of the fields that identify the line, not a hash, so a
 * support person can read why two lines were taken as one. The sheet and row are left out: a
 * later export covering more days puts the same trade on another row.
 *
 * The same trade can honestly happen twice on one day (two orders of 100 PETR4 at 38,50), and
 * the file then has two identical lines. `lineFingerprints` numbers repeats within a file (#1, #2…)
 * so both are kept, and importing the same file again gives the same keys and adds nothing.
 */
import { foldText } from '../product/theo-basic.ts';
import type { CalendarDate } from '../time/zoned-date.ts';
import type { MovementLine, PositionLine, TradeLine } from './b3-lines.ts';
import { foldMovementKind } from './movements.ts';
import { normalizeTicker } from './tickers.ts';

export type B3Line = PositionLine | MovementLine | TradeLine;

const text = (value: string) => foldText(value).replace(/\s+/g, ' ').trim().replaceAll('|', '/');
const iso = (d: CalendarDate) =>
  `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
// Quantities are rounded to 8 places by the readers; printing them that way keeps 0.1 + 0.2
// from ever producing a different key than 0.3.
const quantity = (value: number | null) =>
  value === null ? '-' : String(Number(value.toFixed(8)));
const cents = (value: number | null) => (value === null ? '-' : String(value));
const code = (ticker: string | null, fallback: string) =>
  ticker ? normalizeTicker(ticker) : text(fallback);

/** The canonical key of one line; `occurrence` is its 1-based number among identical lines. */
export function lineFingerprint(line: B3Line, occurrence = 1): string {
  let fields: string[];
  if ('side' in line) {
    fields = [
      'trade',
      iso(line.date),
      line.side,
      normalizeTicker(line.ticker),
      text(line.institution),
      quantity(line.quantity),
      cents(line.priceCents),
      cents(line.valueCents),
    ];
  } else if ('direction' in line) {
    fields = [
      'movement',
      iso(line.date),
      line.direction,
      foldMovementKind(line.kind).replaceAll('|', '/'),
      code(line.ticker, line.product),
      text(line.institution),
      quantity(line.quantity),
      cents(line.unitPriceCents),
      cents(line.valueCents),
    ];
  } else {
    // A position is a holding, not an event: it is identified by what and where, not by how much.
    fields = [
      'position',
      line.family,
      code(line.ticker, line.name),
      text(line.institution),
      line.isin ?? '-',
      line.maturity ? iso(line.maturity) : '-',
    ];
  }
  return `${fields.join('|')}#${occurrence}`;
}

/** The keys of a file's lines, in order, repeats numbered. */
export function lineFingerprints(lines: readonly B3Line[]): string[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const base = lineFingerprint(line, 0);
    const occurrence = (seen.get(base) ?? 0) + 1;
    seen.set(base, occurrence);
    return lineFingerprint(line, occurrence);
  });
}
