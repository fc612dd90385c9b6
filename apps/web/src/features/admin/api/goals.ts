import { useQuery } from '@tanstack/react-query';
import { ADMIN_GOALS_ROUTE, type TAdminGoals } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export type GoalFilter = 'all' | 'at_risk' | 'in_progress' | 'reached';

export function useClientGoals(status: GoalFilter) {
  return useQuery({
    queryKey: queryKeys.adminGoals.list(status),
    queryFn: ({ signal }) => api.get<TAdminGoals>(ADMIN_GOALS_ROUTE, { signal, query: { status } }),
  });
}
