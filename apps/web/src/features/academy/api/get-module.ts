import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  GAMIFICATION_API_ROUTES,
  academyApiPath,
  type TAcademyModuleDetail,
} from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const moduleQueryOptions = (moduleId: string) =>
  queryOptions({
    queryKey: queryKeys.academy.module(moduleId),
    queryFn: ({ signal }) =>
      api.get<TAcademyModuleDetail>(
        academyApiPath(GAMIFICATION_API_ROUTES.academyModule, { moduleId }),
        { signal },
      ),
  });

/** One module and its lessons, with the viewer's progress. */
export function useModule(moduleId: string) {
  return useQuery(moduleQueryOptions(moduleId));
}
