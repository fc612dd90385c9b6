import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GOALS_API_ROUTES, goalsApiPath } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export async function deleteGoal(id: string): Promise<void> {
  await api.delete<undefined>(goalsApiPath(GOALS_API_ROUTES.goal, { id }));
}

export function useDeleteGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGoal,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.goals.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
      ]);
    },
  });
}
