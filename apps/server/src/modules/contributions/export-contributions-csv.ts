import { formatCentsAmount, parseIsoCalendarDate } from '@algoone/domain';
import { CONTRIBUTIONS_CSV, type TContributionFilters } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { contributions } from '../../db/schema/index.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { formatCsv } from './csv.ts';
import { CONTRIBUTION_ORDER, contributionFilter } from './list-contributions.ts';
import { rowToContribution } from './to-contribution.ts';

function brazilianDate(isoDay: string): string {
  const day = parseIsoCalendarDate(isoDay);
  if (!day) return isoDay;
  return `${String(day.day).padStart(2, '0')}/${String(day.month).padStart(2, '0')}/${day.year}`;
}

/**
 * The viewer's aportes matching the filters as pt-BR CSV, newest first: Data (dd/mm/aaaa),
 * Valor (1.234,56), Corretora, Categoria. The import reads the same format back.
 */
export async function exportContributionsCsv(
  db: Db,
  viewer: Viewer,
  filters: TContributionFilters,
): Promise<string> {
  const rows = await db
    .select()
    .from(contributions)
    .where(contributionFilter(viewer, filters))
    .orderBy(...CONTRIBUTION_ORDER);
  return formatCsv([
    CONTRIBUTIONS_CSV.columns,
    ...rows
      .map(rowToContribution)
      .map((aporte) => [
        brazilianDate(aporte.date),
        formatCentsAmount(aporte.amountCents),
        aporte.brokerName,
        aporte.category,
      ]),
  ]);
}
