import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES, type TAccountUser, type TInviteBody } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { refreshAdminViews } from './refresh-admin-views';

export type InvitedStaff = TAccountUser;

/** Admins invite a consultant (or another admin); the invite is an emailed set-password link. */
export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TInviteBody) => api.post<InvitedStaff>(API_ROUTES.invites, body),
    // The new person is on /admin/consultores, /admin/usuarios and in the log.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.adminUsers.all }),
        refreshAdminViews(queryClient),
      ]),
  });
}
