import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  PORTFOLIO_API_ROUTES,
  type THoldingsUpdateBody,
  type THoldingsUpdateResult,
} from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export function updateHoldings(body: THoldingsUpdateBody): Promise<THoldingsUpdateResult> {
  return api.put<THoldingsUpdateResult>(PORTFOLIO_API_ROUTES.holdings, body);
}

/** The current portfolio by portfolio category (docs/product.md §9). */
export function useUpdateHoldings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHoldings,
    // Not awaited: the success toast shows at once, and the page refreshes behind it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.portfolio.all });
    },
  });
}
