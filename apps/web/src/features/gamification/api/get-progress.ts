import { queryOptions, useQuery } from '@tanstack/react-query';
import { GAMIFICATION_API_ROUTES, type TProgressSummary } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export function getProgress(signal?: AbortSignal): Promise<TProgressSummary> {
  return api.get<TProgressSummary>(GAMIFICATION_API_ROUTES.progress, signal ? { signal } : {});
}

export const progressQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.gamification.progress(),
    queryFn: ({ signal }) => getProgress(signal),
  });

/** The signed-in investor's XP, level, badges, recent achievements and this week's missions. */
export function useProgress() {
  return useQuery(progressQueryOptions());
}
