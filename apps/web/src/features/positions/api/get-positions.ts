import { queryOptions, useQuery } from '@tanstack/react-query';
import { POSITIONS_API_ROUTES, type TPositionsOverview } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const positionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.positions.overview(),
    queryFn: ({ signal }) =>
      api.get<TPositionsOverview>(POSITIONS_API_ROUTES.positions, { signal }),
  });

/** The investor's B3 holdings per security, the totals per class and the latest imports. */
export function usePositions() {
  return useQuery(positionsQueryOptions());
}
