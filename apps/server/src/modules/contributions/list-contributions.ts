import { and, count, desc, eq, gte, lte, sql, sum, type SQL } from 'drizzle-orm';
import type { TContributionFilters, TContributionList } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { contributions } from '../../db/schema/index.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { rowToContribution } from './to-contribution.ts';

/** The viewer's own aportes matching the filters (the index starts with the investor's id). */
export function contributionFilter(viewer: Viewer, filters: TContributionFilters): SQL {
  const conditions: SQL[] = [eq(contributions.userId, viewer.id)];
  if (filters.from) conditions.push(gte(contributions.contributedOn, filters.from));
  if (filters.to) conditions.push(lte(contributions.contributedOn, filters.to));
  if (filters.category) conditions.push(eq(contributions.category, filters.category));
  if (filters.broker) conditions.push(eq(contributions.brokerId, filters.broker));
  return and(...conditions) as SQL;
}

/** Newest first, in the index's own order (DESC NULLS LAST), so pages are read off the index. */
export const CONTRIBUTION_ORDER = [
  sql`${contributions.contributedOn} desc nulls last`,
  sql`${contributions.createdAt} desc nulls last`,
  desc(contributions.id),
];

/** A page of the viewer's aportes, newest first, with the count and sum of all that match. */
export async function listContributions(
  db: Db,
  viewer: Viewer,
  query: TContributionFilters & { page: number; pageSize: number },
): Promise<TContributionList> {
  const where = contributionFilter(viewer, query);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(contributions)
      .where(where)
      .orderBy(...CONTRIBUTION_ORDER)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: count(), totalCents: sum(contributions.amountCents).mapWith(Number) })
      .from(contributions)
      .where(where),
  ]);
  return {
    items: rows.map(rowToContribution),
    page: query.page,
    pageSize: query.pageSize,
    total: totals?.total ?? 0,
    totalCents: totals?.totalCents ?? 0,
  };
}
