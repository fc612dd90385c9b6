import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  PORTFOLIO_API_ROUTES,
  type TContributionCreateBody,
  type TContributionCreateResult,
} from '@algoone/contracts';
import { api } from '@/lib/api';
import { invalidateAfterAporteChange } from './invalidate';

export function createContribution(
  body: TContributionCreateBody,
): Promise<TContributionCreateResult> {
  return api.post<TContributionCreateResult>(PORTFOLIO_API_ROUTES.contributions, body);
}

export function useCreateContribution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContribution,
    onSuccess: () => invalidateAfterAporteChange(queryClient),
  });
}
