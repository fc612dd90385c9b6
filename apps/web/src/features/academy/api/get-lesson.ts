import { queryOptions, useQuery } from '@tanstack/react-query';
import { GAMIFICATION_API_ROUTES, academyApiPath, type TAcademyLesson } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const lessonQueryOptions = (moduleId: string, lessonId: string) =>
  queryOptions({
    queryKey: queryKeys.academy.lesson(moduleId, lessonId),
    queryFn: ({ signal }) =>
      api.get<TAcademyLesson>(
        academyApiPath(GAMIFICATION_API_ROUTES.academyLesson, { moduleId, lessonId }),
        { signal },
      ),
  });

/** A lesson's text, the viewer's completion and its neighbours. */
export function useLesson(moduleId: string, lessonId: string) {
  return useQuery(lessonQueryOptions(moduleId, lessonId));
}
