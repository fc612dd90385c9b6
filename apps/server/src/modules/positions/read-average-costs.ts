import { and, eq, lte } from 'drizzle-orm';
import { averageCosts, corporateEventsFromMovements, type AverageCost } from '@algoone/domain';
import type { Db } from '../../db/client.ts';
import { movementLineOf, tradeLineOf } from './stored-lines.ts';
import { securityMovements, securityTrades } from '../../db/schema/index.ts';

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
  return new Map(
    Object.entries(
      averageCosts(
        trades.map(tradeLineOf),
        corporateEventsFromMovements(events.map(movementLineOf)),
      ),
    ),
  );
}
