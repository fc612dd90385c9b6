import { useMutation } from '@tanstack/react-query';
import { API_ROUTES, type TAccountUser, type TInviteBody } from '@algoone/contracts';
import { api } from '@/lib/api';

export type InvitedStaff = TAccountUser;

/** Admins invite a consultant (or another admin); the invite is an emailed set-password link. */
export function useInviteStaff() {
  return useMutation({
    mutationFn: (body: TInviteBody) => api.post<InvitedStaff>(API_ROUTES.invites, body),
  });
}
