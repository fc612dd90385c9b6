import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  PORTFOLIO_API_ROUTES,
  portfolioApiPath,
  type TBrokerConfirmResult,
} from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export function confirmBroker(id: string): Promise<TBrokerConfirmResult> {
  return api.post<TBrokerConfirmResult>(
    portfolioApiPath(PORTFOLIO_API_ROUTES.brokerConfirm, { id }),
  );
}

export function unconfirmBroker(id: string): Promise<unknown> {
  return api.delete<unknown>(portfolioApiPath(PORTFOLIO_API_ROUTES.brokerConfirm, { id }));
}

/** "Já abri minha conta": confirms the account, which completes the tracker's Corretora step. */
export function useConfirmBroker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmBroker,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
  });
}

export function useUnconfirmBroker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unconfirmBroker,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
  });
}
