import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export interface ChangePasswordBody {
  currentPassword: string;
  newPassword: string;
  revokeOtherSessions?: boolean;
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      api.post<{ ok: true }>(API_ROUTES.changePassword, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.sessions.all }),
  });
}
