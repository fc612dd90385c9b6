import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { POSITIONS_API_ROUTES, type TProventos } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** `year` null: the server answers the latest year with proventos (what a first visit shows). */
export const proventosQueryOptions = (year: number | null) =>
  queryOptions({
    queryKey: queryKeys.positions.proventos(year),
    queryFn: ({ signal }) =>
      api.get<TProventos>(POSITIONS_API_ROUTES.proventos, {
        signal,
        query: year === null ? undefined : { year },
      }),
  });

/** A year's proventos; the previous year's figures stay on screen while another one loads. */
export function useProventos(year: number | null) {
  return useQuery({ ...proventosQueryOptions(year), placeholderData: keepPreviousData });
}
