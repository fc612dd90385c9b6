import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { RESEARCH_API_ROUTES, type TReportPage } from '@algoone/contracts';
import type { ResearchCategory } from '@algoone/domain';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export interface ReportFilters {
  q?: string | undefined;
  category?: ResearchCategory | undefined;
  page?: number | undefined;
}

const clean = (filters: ReportFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) as Record<
    string,
    string | number
  >;

export const reportsQueryOptions = (filters: ReportFilters) =>
  queryOptions({
    queryKey: queryKeys.research.list(clean(filters)),
    queryFn: ({ signal }) =>
      api.get<TReportPage>(RESEARCH_API_ROUTES.reports, { signal, query: clean(filters) }),
    placeholderData: keepPreviousData,
    // A refused search (400) is the person's to fix, not the network's to retry.
    retry: false,
  });

/** Published reports: searched, filtered by category, paged. */
export function useReports(filters: ReportFilters) {
  return useQuery(reportsQueryOptions(filters));
}

/** The newest published reports: the first page, unfiltered (the dashboard's card). */
export const recentReportsQueryOptions = () => reportsQueryOptions({ page: 1 });
