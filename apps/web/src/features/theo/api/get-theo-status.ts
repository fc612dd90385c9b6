import { queryOptions, useQuery } from '@tanstack/react-query';
import { THEO_API_ROUTES, type TTheoStatus } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const theoStatusQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.theo.status(),
    queryFn: ({ signal }) => api.get<TTheoStatus>(THEO_API_ROUTES.status, { signal }),
  });

/** Mode, badge, provider and consent: what answers the next question. */
export function useTheoStatus() {
  return useQuery(theoStatusQueryOptions());
}
