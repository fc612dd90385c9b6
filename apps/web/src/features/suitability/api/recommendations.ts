import { queryOptions, useQuery } from '@tanstack/react-query';
import { ONBOARDING_API_ROUTES, type TRecommendationList } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const recommendationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.recommendations.list(),
    queryFn: ({ signal }) =>
      api.get<TRecommendationList>(ONBOARDING_API_ROUTES.recommendations, { signal }),
    select: (data) => data.recommendations,
  });

/** The investor's recommended portfolios, latest first, with their status. */
export function useRecommendations() {
  return useQuery(recommendationsQueryOptions());
}
