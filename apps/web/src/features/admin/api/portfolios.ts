import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_PORTFOLIOS_ROUTE, type TAdminPortfolios } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export function useClientPortfolios(filters: { profile: string; consultant: string }) {
  return useQuery({
    // A new filter keeps the last answer on screen (and the filters with it) until its own comes.
    placeholderData: keepPreviousData,
    queryKey: queryKeys.adminPortfolios.list(filters),
    queryFn: ({ signal }) =>
      api.get<TAdminPortfolios>(ADMIN_PORTFOLIOS_ROUTE, {
        signal,
        query: {
          profile: filters.profile || undefined,
          consultant: filters.consultant || undefined,
        },
      }),
  });
}
