import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_INVITES_ROUTES as ROUTES } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { refreshAdminViews } from './refresh-admin-views';

const withId = (route: string, id: string) => route.replace(':id', encodeURIComponent(id));

/** A pending staff invite: sent again with a new link, or cancelled (the account is removed). */
export function useInviteActions() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.adminUsers.all }),
      refreshAdminViews(queryClient),
    ]);
  return {
    resend: useMutation({
      mutationFn: (id: string) =>
        api.post<{ sent: true; linkExpiresAt: string }>(withId(ROUTES.resend, id)),
      onSuccess: refresh,
    }),
    revoke: useMutation({
      mutationFn: (id: string) => api.delete<{ revoked: true }>(withId(ROUTES.revoke, id)),
      onSuccess: refresh,
    }),
  };
}
