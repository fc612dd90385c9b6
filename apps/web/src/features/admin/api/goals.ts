import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { ADMIN_GOALS_ROUTE, type TAdminGoals } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export type GoalFilter = 'all' | 'at_risk' | 'in_progress' | 'reached';

/** /admin/objetivos a page at a time: "Carregar mais" follows the server's cursor. */
export function useClientGoals(status: GoalFilter) {
  return useInfiniteQuery({
    queryKey: queryKeys.adminGoals.list(status),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api.get<TAdminGoals>(ADMIN_GOALS_ROUTE, {
        signal,
        query: { status, after: pageParam ?? undefined },
      }),
    getNextPageParam: (last) => last.next,
    // A new filter keeps the last answer on screen (and the filters with it) until its own comes.
    placeholderData: keepPreviousData,
  });
}
