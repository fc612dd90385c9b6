import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { ADMIN_PORTFOLIOS_ROUTE, type TAdminPortfolios } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** /admin/carteiras a page at a time: "Carregar mais" follows the server's cursor. */
export function useClientPortfolios(filters: { profile: string; consultant: string }) {
  return useInfiniteQuery({
    queryKey: queryKeys.adminPortfolios.list(filters),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api.get<TAdminPortfolios>(ADMIN_PORTFOLIOS_ROUTE, {
        signal,
        query: {
          profile: filters.profile || undefined,
          consultant: filters.consultant || undefined,
          after: pageParam ?? undefined,
        },
      }),
    getNextPageParam: (last) => last.next,
    // A new filter keeps the last answer on screen (and the filters with it) until its own comes.
    placeholderData: keepPreviousData,
  });
}
