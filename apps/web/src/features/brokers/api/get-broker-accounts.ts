import { queryOptions, useQuery } from '@tanstack/react-query';
import { PORTFOLIO_API_ROUTES, type TDashboard } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

// The investor's brokers and confirmations come with the dashboard aggregate (there is no
// route of their own); same key as the dashboard's default query, so the two share the cache.
const accountsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.dashboard.detail(null),
    queryFn: ({ signal }) => api.get<TDashboard>(PORTFOLIO_API_ROUTES.dashboard, { signal }),
  });

/** The brokers the investor chose, with when each account was confirmed. */
export function useBrokerAccounts() {
  return useQuery({ ...accountsQueryOptions(), select: (data) => data.brokerAccounts });
}
