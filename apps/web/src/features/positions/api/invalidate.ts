import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

/**
 * A B3 import or a class answer changes the holdings per security and, through the category
 * totals the server keeps in step, /carteira's allocation and drift, the dashboard and (from a
 * Movimentação) the aportes. Not awaited: the toast shows at once, the screens refresh behind it.
 */
export function invalidateAfterPositionsChange(queryClient: QueryClient): void {
  for (const queryKey of [
    queryKeys.positions.all,
    queryKeys.portfolio.all,
    queryKeys.dashboard.all,
    queryKeys.contributions.all,
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
