import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ONBOARDING_API_ROUTES,
  type TOnboardingBody,
  type TOnboardingResult,
} from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export function completeOnboarding(body: TOnboardingBody): Promise<TOnboardingResult> {
  return api.post<TOnboardingResult>(ONBOARDING_API_ROUTES.onboarding, body);
}

/**
 * Saves the whole wizard for the signed-in investor, in one transaction on the server: profile
 * data, suitability record, recommendation, brokers and the first net-worth snapshot.
 */
export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOnboarding,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.suitability.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.recommendations.all }),
        // The name may have changed with the onboarding.
        queryClient.invalidateQueries({ queryKey: queryKeys.session.all }),
      ]);
    },
  });
}
