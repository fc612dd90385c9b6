import { proventosByMonth, proventosBySecurity } from '@algoone/domain';
import type { TProventos } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { proventoLines, proventoYears } from './read-movements.ts';

/**
 * GET /api/positions/proventos: a year's dividends, JCP and FII rendimentos by month and by
 * security, with the year's totals split as the IR treats them. Without a year, the latest
 * year that has any.
 */
export async function getProventos(
  db: Db,
  viewer: Viewer,
  query: { year?: number | undefined },
): Promise<TProventos> {
  const years = await proventoYears(db, viewer.id);
  const year = query.year ?? years[0] ?? null;
  const empty = { exemptCents: 0, exclusiveCents: 0, totalCents: 0 };
  if (year === null) return { year, years, byMonth: [], bySecurity: [], totals: empty };
  const lines = await proventoLines(db, viewer.id, year);
  const byMonth = proventosByMonth(lines);
  const totals = byMonth.reduce(
    (sum, month) => ({
      exemptCents: sum.exemptCents + month.exemptCents,
      exclusiveCents: sum.exclusiveCents + month.exclusiveCents,
      totalCents: sum.totalCents + month.totalCents,
    }),
    empty,
  );
  return {
    year,
    years,
    byMonth: byMonth.map((month) => ({
      month: month.month,
      dividendCents: month.dividendCents,
      jcpCents: month.jcpCents,
      fiiIncomeCents: month.fiiIncomeCents,
      totalCents: month.totalCents,
    })),
    bySecurity: proventosBySecurity(lines)
      .map((security) => ({
        ticker: security.ticker === security.product ? null : security.ticker,
        product: security.product,
        totalCents: security.totalCents,
      }))
      .sort((a, b) => b.totalCents - a.totalCents),
    totals,
  };
}
