import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CASHBACK_API_ROUTES, type TAddRate, type TAdminBroker } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { brokerPath } from './update-broker';

export function addRate({ id, rate }: { id: string; rate: TAddRate }) {
  return api.post<TAdminBroker>(brokerPath(CASHBACK_API_ROUTES.adminBrokerRates, id), rate);
}

export function useAddRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addRate,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.adminCashback.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.brokers.all }),
      ]),
  });
}
