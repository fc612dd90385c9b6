import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CASHBACK_API_ROUTES, type TMonthlyTotals } from '@algoone/contracts';
import { api, buildUrl } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export interface TotalsFilters {
  from?: string | undefined;
  to?: string | undefined;
}

const clean = (filters: TotalsFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, v]) => v)) as Record<string, string>;

export const monthlyTotalsQueryOptions = (filters: TotalsFilters) =>
  queryOptions({
    queryKey: queryKeys.adminCashback.totals(clean(filters)),
    queryFn: ({ signal }) =>
      api.get<TMonthlyTotals>(CASHBACK_API_ROUTES.adminTotals, { signal, query: clean(filters) }),
    placeholderData: keepPreviousData,
  });

export function useMonthlyTotals(filters: TotalsFilters) {
  return useQuery(monthlyTotalsQueryOptions(filters));
}

export const monthlyTotalsCsvHref = (filters: TotalsFilters) =>
  buildUrl(CASHBACK_API_ROUTES.adminTotalsCsv, clean(filters));
