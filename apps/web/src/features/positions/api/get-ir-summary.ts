import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { POSITIONS_API_ROUTES, type TIrSummary } from '@algoone/contracts';
import { api, buildUrl } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** `year` null: the server answers the year being declared (else the latest with data). */
export const irSummaryQueryOptions = (year: number | null) =>
  queryOptions({
    queryKey: queryKeys.positions.irSummary(year),
    queryFn: ({ signal }) =>
      api.get<TIrSummary>(POSITIONS_API_ROUTES.irSummary, {
        signal,
        query: year === null ? undefined : { year },
      }),
  });

export function useIrSummary(year: number | null) {
  return useQuery({ ...irSummaryQueryOptions(year), placeholderData: keepPreviousData });
}

/** The summary as a file to download (the browser follows the link with the session cookie). */
export function irSummaryFileUrl(format: 'csv' | 'pdf', year: number): string {
  return buildUrl(
    format === 'csv' ? POSITIONS_API_ROUTES.irSummaryCsv : POSITIONS_API_ROUTES.irSummaryPdf,
    { year },
  );
}
