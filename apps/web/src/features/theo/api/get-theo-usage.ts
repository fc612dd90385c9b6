import { queryOptions, useQuery } from '@tanstack/react-query';
import { THEO_API_ROUTES, type TTheoUsage } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const theoUsageQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.theo.usage(),
    queryFn: ({ signal }) => api.get<TTheoUsage>(THEO_API_ROUTES.adminUsage, { signal }),
  });

/** Tokens per month, for the admin. */
export function useTheoUsage() {
  return useQuery(theoUsageQueryOptions());
}
