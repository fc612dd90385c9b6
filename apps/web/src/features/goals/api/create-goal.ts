import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GOALS_API_ROUTES, type TGoalCreateBody, type TGoalCreateResult } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export function createGoal(body: TGoalCreateBody): Promise<TGoalCreateResult> {
  return api.post<TGoalCreateResult>(GOALS_API_ROUTES.goals, body);
}

/** Creates a goal; the response carries what it unlocked (create-objetivo, first-goal). */
export function useCreateGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGoal,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.goals.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
      ]);
    },
  });
}
