import { queryOptions, useQuery } from '@tanstack/react-query';
import { CASHBACK_API_ROUTES, type TCashbackOverview } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const cashbackOverviewQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.cashback.overview(),
    queryFn: ({ signal }) => api.get<TCashbackOverview>(CASHBACK_API_ROUTES.overview, { signal }),
  });

/** /cashback in one call: simulator rates, the four cards, history, breakdown, disclosure. */
export function useCashbackOverview() {
  return useQuery(cashbackOverviewQueryOptions());
}
