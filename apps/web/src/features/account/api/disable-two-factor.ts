import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** Investors and consultants may turn two-factor off with their password; admins may not. */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { password: string }) =>
      api.post<{ ok: true }>(API_ROUTES.twoFactorDisable, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.session.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.sessions.all }),
      ]),
  });
}
