import { queryOptions, useQuery } from '@tanstack/react-query';
import { CASHBACK_API_ROUTES, type TAdminBrokerList } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const adminBrokersQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.adminCashback.brokers(),
    queryFn: ({ signal }) =>
      api.get<TAdminBrokerList>(CASHBACK_API_ROUTES.adminBrokers, { signal }),
  });

/** The whole catalogue with each broker's rate history (admins). */
export function useAdminBrokers() {
  return useQuery(adminBrokersQueryOptions());
}
