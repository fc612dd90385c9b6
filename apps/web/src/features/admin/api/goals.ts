import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_GOALS_ROUTE, type TAdminGoals } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export type GoalFilter = 'all' | 'at_risk' | 'in_progress' | 'reached';

export function useClientGoals(status: GoalFilter) {
  return useQuery({
    // A new filter keeps the last answer on screen (and the filters with it) until its own comes.
    placeholderData: keepPreviousData,
    queryKey: queryKeys.adminGoals.list(status),
    queryFn: ({ signal }) => api.get<TAdminGoals>(ADMIN_GOALS_ROUTE, { signal, query: { status } }),
  });
}
