import { and, eq, lte } from 'drizzle-orm';
import {
  averageCosts,
  corporateEventsFromMovements,
  parseIsoCalendarDate,
  type AverageCost,
  type MovementLine,
  type TradeLine,
} from '@algoone/domain';
import type { Db } from '../../db/client.ts';
import { securityMovements, securityTrades } from '../../db/schema/index.ts';

const day = (text: string) => parseIsoCalendarDate(text) ?? { year: 1970, month: 1, day: 1 };

/**
 * The average cost of each code from the investor's imported trades (and the splits and bonuses
 * of their Movimentação), up to a day when given (the IR summary's 31/12). Two statements.
 */
export async function readAverageCosts(
  db: Db,
  userId: string,
  until?: string,
): Promise<Map<string, AverageCost>> {
  const [trades, events] = await Promise.all([
    db
      .select()
      .from(securityTrades)
      .where(
        and(
          eq(securityTrades.userId, userId),
          until ? lte(securityTrades.tradedOn, until) : undefined,
        ),
      )
      .orderBy(securityTrades.tradedOn),
    db
      .select()
      .from(securityMovements)
      .where(
        and(
          eq(securityMovements.userId, userId),
          eq(securityMovements.movementClass, 'corporate-event'),
          until ? lte(securityMovements.movedOn, until) : undefined,
        ),
      ),
  ]);
  if (trades.length === 0) return new Map();
  const tradeLines: TradeLine[] = trades.map((row) => ({
    date: day(row.tradedOn),
    side: row.side,
    ticker: row.ticker,
    institution: row.institution,
    quantity: row.quantity,
    priceCents: row.priceCents,
    valueCents: row.valueCents,
    sheet: 'Negociação',
    row: 0,
  }));
  const movementLines: MovementLine[] = events.map((row) => ({
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
  }));
  return new Map(
    Object.entries(averageCosts(tradeLines, corporateEventsFromMovements(movementLines))),
  );
}
