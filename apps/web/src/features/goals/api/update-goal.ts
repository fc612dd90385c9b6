import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  GOALS_API_ROUTES,
  goalsApiPath,
  type TGoalResult,
  type TGoalUpdateBody,
} from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export function updateGoal({ id, body }: { id: string; body: TGoalUpdateBody }) {
  return api.patch<TGoalResult>(goalsApiPath(GOALS_API_ROUTES.goal, { id }), body);
}

/** Saves the edit dialog; a new term counts from the goal's creation date. */
export function useUpdateGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGoal,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.goals.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
      ]);
    },
  });
}
