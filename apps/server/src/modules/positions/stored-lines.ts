import { and, eq, sql } from 'drizzle-orm';
import { parseIsoCalendarDate, type MovementLine, type TradeLine } from '@algoone/domain';
import type { Db } from '../../db/client.ts';
import type { securityMovements, securityTrades } from '../../db/schema/index.ts';

/** Fingerprints per lookup statement (one array parameter each). */
const LOOKUP_CHUNK = 10_000;

/** A stored day back to the domain's calendar date (the column is a valid date). */
const day = (text: string) => parseIsoCalendarDate(text) ?? { year: 1970, month: 1, day: 1 };

/** A stored Movimentação line as the domain reads it (the file's sheet and row are not kept). */
export function movementLineOf(row: typeof securityMovements.$inferSelect): MovementLine {
  return {
    date: day(row.movedOn),
    direction: row.direction,
    kind: row.kind,
    product: row.product,
    ticker: row.ticker,
    institution: row.institution,
    quantity: row.quantity,
    unitPriceCents: row.unitPriceCents,
    valueCents: row.valueCents,
    sheet: 'Movimentação',
    row: 0,
  };
}

/** A stored Negociação line as the domain reads it. */
export function tradeLineOf(row: typeof securityTrades.$inferSelect): TradeLine {
  return {
    date: day(row.tradedOn),
    side: row.side,
    ticker: row.ticker,
    institution: row.institution,
    quantity: row.quantity,
    priceCents: row.priceCents,
    valueCents: row.valueCents,
    sheet: 'Negociação',
    row: 0,
  };
}

/**
 * Which of `fingerprints` the investor has imported before, in the given lines table: one
 * statement per 10,000, each with the fingerprints as one array parameter.
 */
export async function knownFingerprints(
  db: Db,
  table: typeof securityMovements | typeof securityTrades,
  userId: string,
  fingerprints: readonly string[],
): Promise<Set<string>> {
  const known = new Set<string>();
  for (let i = 0; i < fingerprints.length; i += LOOKUP_CHUNK) {
    const rows = await db
      .select({ fingerprint: table.fingerprint })
      .from(table)
      .where(
        and(
          eq(table.userId, userId),
          sql`${table.fingerprint} = any(${sql.param(fingerprints.slice(i, i + LOOKUP_CHUNK))}::text[])`,
        ),
      );
    for (const row of rows) known.add(row.fingerprint);
  }
  return known;
}
