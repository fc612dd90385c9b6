import { queryOptions, useQuery } from '@tanstack/react-query';
import { GAMIFICATION_API_ROUTES, type TAcademyModuleList } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const modulesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.academy.modules(),
    queryFn: ({ signal }) =>
      api.get<TAcademyModuleList>(GAMIFICATION_API_ROUTES.academyModules, { signal }),
  });

/** Every module with the viewer's progress. */
export function useModules() {
  return useQuery(modulesQueryOptions());
}
