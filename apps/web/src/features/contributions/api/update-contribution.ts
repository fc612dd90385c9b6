import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  PORTFOLIO_API_ROUTES,
  portfolioApiPath,
  type TContributionUpdateBody,
  type TContributionUpdateResult,
} from '@algoone/contracts';
import { api } from '@/lib/api';
import { invalidateAfterAporteChange } from './invalidate';

export function updateContribution({
  id,
  body,
}: {
  id: string;
  body: TContributionUpdateBody;
}): Promise<TContributionUpdateResult> {
  return api.patch<TContributionUpdateResult>(
    portfolioApiPath(PORTFOLIO_API_ROUTES.contribution, { id }),
    body,
  );
}

export function useUpdateContribution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContribution,
    onSuccess: () => invalidateAfterAporteChange(queryClient),
  });
}
