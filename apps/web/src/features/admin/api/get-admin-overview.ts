import { useQuery } from '@tanstack/react-query';
import { ADMIN_OVERVIEW_ROUTE, type TAdminOverview } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export function useAdminOverview() {
  return useQuery({
    queryKey: queryKeys.adminOverview.all,
    queryFn: ({ signal }) => api.get<TAdminOverview>(ADMIN_OVERVIEW_ROUTE, { signal }),
  });
}
