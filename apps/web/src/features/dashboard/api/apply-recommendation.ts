import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  PORTFOLIO_API_ROUTES,
  portfolioApiPath,
  type TRecommendationApplyResult,
} from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export function applyRecommendation(id: string): Promise<TRecommendationApplyResult> {
  return api.post<TRecommendationApplyResult>(
    portfolioApiPath(PORTFOLIO_API_ROUTES.recommendationApply, { id }),
  );
}

/** Marks one of the investor's recommendations as applied (status 'aplicada'). */
export function useApplyRecommendation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyRecommendation,
    // Not awaited: the success toast shows at once, and the page refreshes behind it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.recommendations.all });
    },
  });
}
