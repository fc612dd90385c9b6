import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PORTFOLIO_API_ROUTES, portfolioApiPath } from '@algoone/contracts';
import { api } from '@/lib/api';
import { invalidateAfterAporteChange } from './invalidate';

export function deleteContribution(id: string): Promise<unknown> {
  return api.delete<unknown>(portfolioApiPath(PORTFOLIO_API_ROUTES.contribution, { id }));
}

export function useDeleteContribution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContribution,
    onSuccess: () => invalidateAfterAporteChange(queryClient),
  });
}
