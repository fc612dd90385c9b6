import { useInfiniteQuery } from '@tanstack/react-query';
import { ADMIN_AUDIT_ROUTES, type TAuditPage } from '@algoone/contracts';
import { api, buildUrl } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export interface AuditFilters {
  actor: string;
  action: string;
  target: string;
  result: '' | 'success' | 'failure';
  from: string;
  to: string;
}

const query = (filters: AuditFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));

export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: queryKeys.adminAudit.list({ ...filters }),
    initialPageParam: null as number | null,
    queryFn: ({ pageParam, signal }) =>
      api.get<TAuditPage>(ADMIN_AUDIT_ROUTES.list, {
        signal,
        query: { ...query(filters), before: pageParam ?? undefined },
      }),
    getNextPageParam: (last) => last.next,
  });
}

/** The CSV of the same filters: a plain link, so the browser downloads it with the cookie. */
export const auditCsvHref = (filters: AuditFilters) =>
  buildUrl(ADMIN_AUDIT_ROUTES.csv, query(filters));
