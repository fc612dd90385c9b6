import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

/**
 * An aporte changes the list, the dashboard (recent aportes, the return of the year) and the
 * carteira. Not awaited, so a success toast shows at once and the screens refresh behind it.
 */
export function invalidateAfterAporteChange(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.contributions.all });
  void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
  void queryClient.invalidateQueries({ queryKey: queryKeys.portfolio.all });
}
