import { useMutation, useQueryClient } from '@tanstack/react-query';
import { THEO_API_ROUTES, type TTheoStatus } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export function withdrawConsent(): Promise<{ status: TTheoStatus }> {
  return api.delete<{ status: TTheoStatus }>(THEO_API_ROUTES.consent);
}

/** Withdraws the consent: Theo returns to Básico. */
export function useWithdrawConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawConsent,
    onSuccess: ({ status }) => queryClient.setQueryData(queryKeys.theo.status(), status),
  });
}
