import { queryOptions, useQuery } from '@tanstack/react-query';
import { PORTFOLIO_API_ROUTES, type TPortfolioOverview } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const portfolioQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.portfolio.overview(),
    queryFn: ({ signal }) =>
      api.get<TPortfolioOverview>(PORTFOLIO_API_ROUTES.portfolio, { signal }),
  });

/** What /carteira shows: holdings, target and drift, and the net worth history. */
export function usePortfolio() {
  return useQuery(portfolioQueryOptions());
}
