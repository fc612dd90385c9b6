import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { RESEARCH_API_ROUTES, type TAdminReportList } from '@algoone/contracts';
import type { ReportStatus } from '@algoone/domain';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export interface AdminReportFilters {
  status?: ReportStatus | undefined;
  page: number;
}

export const adminReportsQueryOptions = (filters: AdminReportFilters) => {
  const query = Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined),
  ) as Record<string, string | number>;
  return queryOptions({
    queryKey: queryKeys.research.admin(query),
    queryFn: ({ signal }) =>
      api.get<TAdminReportList>(RESEARCH_API_ROUTES.adminReports, { signal, query }),
    placeholderData: keepPreviousData,
  });
};

/** /admin/research: the reports the staff member works on, in any status. */
export function useAdminReports(filters: AdminReportFilters) {
  return useQuery(adminReportsQueryOptions(filters));
}
