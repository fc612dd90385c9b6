import { useMutation, useQueryClient } from '@tanstack/react-query';
import { THEO_API_ROUTES, type TTheoSettings, type TTheoSettingsBody } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export interface TheoSettingsResult {
  settings: TTheoSettings;
  toast: { title: string; description: string };
}

export function saveTheoSettings(body: TTheoSettingsBody): Promise<TheoSettingsResult> {
  return api.put<TheoSettingsResult>(THEO_API_ROUTES.adminSettings, body);
}

/** 'Salvar': the server tests the connection before storing the key. */
export function useSaveTheoSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTheoSettings,
    onSuccess: (result) => queryClient.setQueryData(queryKeys.theo.settings(), result.settings),
  });
}
