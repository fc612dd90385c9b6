import { queryOptions, useQuery } from '@tanstack/react-query';
import { GOALS_API_ROUTES, type TGoalList } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const goalsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.goals.list(),
    queryFn: ({ signal }) => api.get<TGoalList>(GOALS_API_ROUTES.goals, { signal }),
  });

/** /objetivos in one call: the goals with their figures, the summary and the warnings. */
export function useGoals() {
  return useQuery(goalsQueryOptions());
}
