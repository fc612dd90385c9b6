import { useMutation, useQueryClient } from '@tanstack/react-query';
import { THEO_API_ROUTES, type TTheoStatus } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export function grantConsent(): Promise<{ status: TTheoStatus }> {
  return api.post<{ status: TTheoStatus }>(THEO_API_ROUTES.consent);
}

export function withdrawConsent(): Promise<{ status: TTheoStatus }> {
  return api.delete<{ status: TTheoStatus }>(THEO_API_ROUTES.consent);
}

/** LGPD consent for the named provider: granting it turns AI mode on, withdrawing turns it off. */
export function useConsent(action: 'grant' | 'withdraw') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action === 'grant' ? grantConsent : withdrawConsent,
    onSuccess: ({ status }) => queryClient.setQueryData(queryKeys.theo.status(), status),
  });
}
