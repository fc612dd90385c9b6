import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PORTFOLIO_API_ROUTES, type TDashboard } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export function getDashboard(broker: string | null, signal?: AbortSignal): Promise<TDashboard> {
  return api.get<TDashboard>(PORTFOLIO_API_ROUTES.dashboard, {
    query: { broker },
    ...(signal ? { signal } : {}),
  });
}

/** Everything /dashboard shows, in one request; `broker` picks the cashback estimate's broker. */
export const dashboardQueryOptions = (broker: string | null = null) =>
  queryOptions({
    queryKey: queryKeys.dashboard.detail(broker),
    queryFn: ({ signal }) => getDashboard(broker, signal),
  });

/**
 * The aggregate. Changing the cashback broker keeps the page on screen (the previous answer
 * stays while the next loads), so the skeleton only ever shows on the first load.
 */
export function useDashboard(broker: string | null) {
  return useQuery({ ...dashboardQueryOptions(broker), placeholderData: keepPreviousData });
}
