import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ONBOARDING_API_ROUTES,
  type TOnboardingBody,
  type TOnboardingResult,
} from '@algoone/contracts';
import { api } from '@/lib/api';

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
    // The save touches the name, profile, brokers, net worth and recommendation — most of what
    // the signed-in pages read — so everything cached is marked stale. Not awaited: the wizard
    // moves on at once and the pages refetch what they show.
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
