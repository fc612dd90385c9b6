import { queryOptions, useQuery } from '@tanstack/react-query';
import { ONBOARDING_API_ROUTES, type TSuitabilityHistory } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const suitabilityHistoryQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.suitability.history(),
    queryFn: ({ signal }) =>
      api.get<TSuitabilityHistory>(ONBOARDING_API_ROUTES.suitabilityHistory, { signal }),
    select: (data) => data.records,
  });

/** The investor's suitability records, latest first (each with `valid`). */
export function useSuitabilityHistory() {
  return useQuery(suitabilityHistoryQueryOptions());
}
