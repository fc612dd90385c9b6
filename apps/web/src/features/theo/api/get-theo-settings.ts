import { queryOptions, useQuery } from '@tanstack/react-query';
import { THEO_API_ROUTES, type TTheoSettings } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const theoSettingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.theo.settings(),
    queryFn: ({ signal }) => api.get<TTheoSettings>(THEO_API_ROUTES.adminSettings, { signal }),
  });

/** The admin's view of the provider: the key only masked. */
export function useTheoSettings() {
  return useQuery(theoSettingsQueryOptions());
}
