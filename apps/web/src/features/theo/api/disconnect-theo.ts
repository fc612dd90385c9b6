import { useMutation, useQueryClient } from '@tanstack/react-query';
import { THEO_API_ROUTES } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { TheoSettingsResult } from './save-theo-settings';

export function disconnectTheo(): Promise<TheoSettingsResult> {
  return api.delete<TheoSettingsResult>(THEO_API_ROUTES.adminSettings);
}

/** 'Desconectar': the key is erased and Theo returns to Básico. */
export function useDisconnectTheo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectTheo,
    onSuccess: (result) => queryClient.setQueryData(queryKeys.theo.settings(), result.settings),
  });
}
