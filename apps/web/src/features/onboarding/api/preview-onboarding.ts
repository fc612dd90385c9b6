import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ONBOARDING_API_ROUTES,
  ONBOARDING_QUESTIONNAIRE_ID,
  type TOnboardingPreview,
  type TOnboardingPreviewBody,
} from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export function previewOnboarding(
  body: TOnboardingPreviewBody,
  signal?: AbortSignal,
): Promise<TOnboardingPreview> {
  return api.post<TOnboardingPreview>(ONBOARDING_API_ROUTES.onboardingPreview, body, { signal });
}

/**
 * Step 5's profile and recommendation as the server computes them from the answers so far
 * (nothing is saved, and no account is needed), so the summary shows what saving will store.
 */
export const onboardingPreviewQueryOptions = (body: TOnboardingPreviewBody) =>
  queryOptions({
    queryKey: queryKeys.onboarding.preview(body),
    queryFn: ({ signal }) => previewOnboarding(body, signal),
  });

const NOTHING_TO_PREVIEW: TOnboardingPreviewBody = {
  questionnaireId: ONBOARDING_QUESTIONNAIRE_ID,
  answers: {},
};

/** The preview of `body`; idle (never sent) while there is nothing to preview (null). */
export function useOnboardingPreview(body: TOnboardingPreviewBody | null) {
  return useQuery({
    ...onboardingPreviewQueryOptions(body ?? NOTHING_TO_PREVIEW),
    enabled: body !== null,
  });
}
