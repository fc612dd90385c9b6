import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PORTFOLIO_API_ROUTES, type TTracker, type TTrackerUpdateBody } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export function updateTracker(body: TTrackerUpdateBody): Promise<TTracker> {
  return api.put<TTracker>(PORTFOLIO_API_ROUTES.dashboardTracker, body);
}

/** The tracker's manual toggles (steps Corretora and Alocação). */
export function useUpdateTracker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTracker,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
  });
}
