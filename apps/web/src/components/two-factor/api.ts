import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES, type TTwoFactorSetup } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export type TwoFactorSetup = TTwoFactorSetup;

/** Step 1: a new secret and backup codes, not active until a code confirms them. */
export function useStartTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { password: string }) =>
      api.post<TwoFactorSetup>(API_ROUTES.twoFactorEnable, body),
    // The server replaces the session when two-factor changes.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.sessions.all }),
  });
}

/** Step 2: a code from the authenticator app turns two-factor on. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { code: string }) =>
      api.post<{ ok: true }>(API_ROUTES.twoFactorVerifyTotp, body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.session.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.sessions.all }),
      ]);
    },
  });
}
