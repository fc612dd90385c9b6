import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PORTFOLIO_API_ROUTES, portfolioApiPath } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export async function deleteNetWorthSnapshot(id: number): Promise<void> {
  await api.delete<undefined>(portfolioApiPath(PORTFOLIO_API_ROUTES.netWorthSnapshot, { id }));
}

/**
 * Removes a mistaken net worth record. The history, the current net worth (the latest record)
 * and the year's return all read the snapshots, so /carteira and the dashboard refresh.
 */
export function useDeleteNetWorthSnapshot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNetWorthSnapshot,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.portfolio.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
      ]);
    },
  });
}
