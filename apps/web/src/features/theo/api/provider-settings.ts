import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  THEO_API_ROUTES,
  type TTheoConnectionTest,
  type TTheoSettings,
  type TTheoSettingsBody,
  type TTheoUsage,
} from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

interface SettingsResult {
  settings: TTheoSettings;
  toast: { title: string; description: string };
}

export const theoSettingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.theo.settings(),
    queryFn: ({ signal }) => api.get<TTheoSettings>(THEO_API_ROUTES.adminSettings, { signal }),
  });

/** The admin's view of the provider: the key only masked. */
export function useTheoSettings() {
  return useQuery(theoSettingsQueryOptions());
}

export function saveTheoSettings(body: TTheoSettingsBody): Promise<SettingsResult> {
  return api.put<SettingsResult>(THEO_API_ROUTES.adminSettings, body);
}

export function disconnectTheo(): Promise<SettingsResult> {
  return api.delete<SettingsResult>(THEO_API_ROUTES.adminSettings);
}

function useSettingsMutation(fn: () => Promise<SettingsResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (result) => {
      queryClient.setQueryData(queryKeys.theo.settings(), result.settings);
      await queryClient.invalidateQueries({ queryKey: queryKeys.theo.status() });
    },
  });
}

/** 'Salvar': tested by the server before it is stored. */
export function useSaveTheoSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTheoSettings,
    onSuccess: (result) => queryClient.setQueryData(queryKeys.theo.settings(), result.settings),
  });
}

/** 'Desconectar'. */
export function useDisconnectTheo() {
  return useSettingsMutation(disconnectTheo);
}

export function testTheoConnection(): Promise<TTheoConnectionTest> {
  return api.post<TTheoConnectionTest>(THEO_API_ROUTES.adminTest);
}

/** 'Testar conexão'. */
export function useTestTheoConnection() {
  return useMutation({ mutationFn: testTheoConnection });
}

export const theoUsageQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.theo.usage(),
    queryFn: ({ signal }) => api.get<TTheoUsage>(THEO_API_ROUTES.adminUsage, { signal }),
  });

/** Tokens per month, for the admin. */
export function useTheoUsage() {
  return useQuery(theoUsageQueryOptions());
}
