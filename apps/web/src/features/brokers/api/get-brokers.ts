import { queryOptions, useQuery } from '@tanstack/react-query';
import { ONBOARDING_API_ROUTES, type TBrokerList } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const brokersQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.brokers.list(),
    queryFn: ({ signal }) => api.get<TBrokerList>(ONBOARDING_API_ROUTES.brokers, { signal }),
  });

/** The active partner brokers (featured first), as staff keep them. */
export function useBrokers() {
  return useQuery({ ...brokersQueryOptions(), select: (data) => data.brokers });
}
