import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  PORTFOLIO_API_ROUTES,
  type TNetWorthUpdateBody,
  type TNetWorthUpdateResult,
} from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export function updateNetWorth(body: TNetWorthUpdateBody): Promise<TNetWorthUpdateResult> {
  return api.put<TNetWorthUpdateResult>(PORTFOLIO_API_ROUTES.netWorth, body);
}

/** A new total net worth: the server adds a dated snapshot to the history. */
export function useUpdateNetWorth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNetWorth,
    // Not awaited: the success toast shows at once, and the page refreshes behind it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.portfolio.all });
    },
  });
}
