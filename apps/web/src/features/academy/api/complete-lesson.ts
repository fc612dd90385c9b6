import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  GAMIFICATION_API_ROUTES,
  academyApiPath,
  type TCompleteLessonResult,
} from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export function completeLesson(input: {
  moduleId: string;
  lessonId: string;
}): Promise<TCompleteLessonResult> {
  return api.post<TCompleteLessonResult>(
    academyApiPath(GAMIFICATION_API_ROUTES.academyLessonComplete, input),
  );
}

/**
 * "Concluir lição": the server records it for the signed-in investor only and answers with
 * what it unlocked (module, weekly mission, level), for toasts.
 */
export function useCompleteLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeLesson,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.academy.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.gamification.all }),
      ]);
    },
  });
}
