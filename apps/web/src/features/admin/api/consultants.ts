import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_CONSULTANTS_ROUTES as ROUTES, type TAdminConsultantList } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { refreshAdminViews } from './refresh-admin-views';

const withId = (route: string, id: string) => route.replace(':id', encodeURIComponent(id));

export function useConsultants() {
  return useQuery({
    queryKey: queryKeys.adminConsultants.all,
    queryFn: ({ signal }) => api.get<TAdminConsultantList>(ROUTES.list, { signal }),
  });
}

export function useConsultantActions() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.adminUsers.all }),
      refreshAdminViews(queryClient),
    ]);
  return {
    reassign: useMutation({
      mutationFn: ({ from, to }: { from: string; to: string | null }) =>
        api.post<{ moved: number }>(withId(ROUTES.reassign, from), { to }),
      onSuccess: refresh,
    }),
    deactivate: useMutation({
      mutationFn: (id: string) => api.post<{ moved: number }>(withId(ROUTES.deactivate, id)),
      onSuccess: refresh,
    }),
  };
}
