import { desc, eq } from 'drizzle-orm';
import {
  PORTFOLIO_CATEGORIES,
  wholePercentages,
  type PortfolioCategory,
  type PositionFamily,
} from '@algoone/domain';
import type { TPositionSecurity, TPositionsOverview } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { b3Imports, securityHoldings } from '../../db/schema/index.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { roundQuantity } from './b3/cells.ts';
import { readAverageCosts } from './read-average-costs.ts';

/** How many of the latest imports /carteira lists. */
export const RECENT_IMPORTS = 10;

/**
 * GET /api/positions: the investor's B3 holdings per security (the same ticker at two brokers
 * adds up, with each institution listed), the totals per class, and the latest imports. Three
 * statements whatever the number of holdings.
 */
export async function getPositions(db: Db, viewer: Viewer): Promise<TPositionsOverview> {
  const [rows, imports, costs] = await Promise.all([
    db
      .select()
      .from(securityHoldings)
      .where(eq(securityHoldings.userId, viewer.id))
      .orderBy(desc(securityHoldings.valueCents)),
    db
      .select()
      .from(b3Imports)
      .where(eq(b3Imports.userId, viewer.id))
      .orderBy(desc(b3Imports.createdAt))
      .limit(RECENT_IMPORTS),
    readAverageCosts(db, viewer.id),
  ]);
  const bySecurity = new Map<string, TPositionSecurity>();
  const byCategory: Partial<Record<PortfolioCategory, number>> = {};
  let totalCents = 0;
  let unclassifiedCents = 0;
  let asOf: string | null = null;
  for (const row of rows) {
    totalCents += row.valueCents;
    if (row.category) byCategory[row.category] = (byCategory[row.category] ?? 0) + row.valueCents;
    else unclassifiedCents += row.valueCents;
    if (!asOf || row.asOf > asOf) asOf = row.asOf;
    const institution = {
      institution: row.institution,
      quantity: row.quantity,
      valueCents: row.valueCents,
    };
    const known = bySecurity.get(row.securityKey);
    if (known) {
      known.quantity = roundQuantity(known.quantity + row.quantity);
      known.valueCents += row.valueCents;
      known.institutions.push(institution);
      if (row.asOf > known.asOf) known.asOf = row.asOf;
      continue;
    }
    const cost = row.ticker ? costs.get(row.ticker) : undefined;
    bySecurity.set(row.securityKey, {
      securityKey: row.securityKey,
      ticker: row.ticker,
      name: row.name,
      family: row.family as PositionFamily,
      category: row.category,
      categorySource: row.categorySource,
      categoryReason: row.categoryReason,
      quantity: row.quantity,
      priceCents: row.priceCents,
      valueCents: row.valueCents,
      // No cost paid (shares only from a bonus without a value): unknown, not R$ 0,00.
      averageCostCents: cost && cost.totalCostCents > 0 ? cost.averageCostCents : null,
      asOf: row.asOf,
      institutions: [institution],
    });
  }
  const shares = wholePercentages(byCategory);
  return {
    asOf,
    totalCents,
    byCategory: PORTFOLIO_CATEGORIES.filter((category) => byCategory[category]).map((category) => ({
      category,
      valueCents: byCategory[category] ?? 0,
      percent: shares[category] ?? 0,
    })),
    unclassifiedCents,
    securities: [...bySecurity.values()].sort((a, b) => b.valueCents - a.valueCents),
    imports: imports.map((row) => ({
      id: row.id,
      kind: row.kind,
      fileName: row.fileName,
      fileDate: row.fileDate,
      createdAt: row.createdAt.toISOString(),
      created: row.created,
      updated: row.updated,
      ignored: row.ignored,
    })),
  };
}
