import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CASHBACK_API_ROUTES, type TAdminBroker, type TUpdateBroker } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const brokerPath = (template: string, id: string) =>
  template.replace(':id', encodeURIComponent(id));

export function updateBroker({ id, changes }: { id: string; changes: TUpdateBroker }) {
  return api.patch<TAdminBroker>(brokerPath(CASHBACK_API_ROUTES.adminBroker, id), changes);
}

export function useUpdateBroker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBroker,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.adminCashback.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.brokers.all }),
      ]),
  });
}
