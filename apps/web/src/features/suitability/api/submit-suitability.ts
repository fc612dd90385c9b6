import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ONBOARDING_API_ROUTES,
  type TSuitabilityResult,
  type TSuitabilitySubmitBody,
} from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export function submitSuitability(body: TSuitabilitySubmitBody): Promise<TSuitabilityResult> {
  return api.post<TSuitabilityResult>(ONBOARDING_API_ROUTES.suitability, body);
}

/**
 * "Refazer perfil": the server scores the answers, adds a record to the history (never
 * rewriting one) and a recommendation from it.
 */
export function useSubmitSuitability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitSuitability,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.suitability.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.recommendations.all }),
      ]);
    },
  });
}
