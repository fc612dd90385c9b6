import { useMutation, useQueryClient } from '@tanstack/react-query';
import { THEO_API_ROUTES, type TTheoStatus } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export function grantConsent(): Promise<{ status: TTheoStatus }> {
  return api.post<{ status: TTheoStatus }>(THEO_API_ROUTES.consent);
}

/** LGPD: the investor agrees to send their data to the named provider; AI mode turns on. */
export function useGrantConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantConsent,
    onSuccess: ({ status }) => queryClient.setQueryData(queryKeys.theo.status(), status),
  });
}
