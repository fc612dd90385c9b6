import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RESEARCH_API_ROUTES, type TAnalyst, type TSetAnalyst } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const analystsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.research.analysts(),
    queryFn: ({ signal }) => api.get<TAnalyst[]>(RESEARCH_API_ROUTES.adminAnalysts, { signal }),
  });

/** Admins: staff with a CNPI. */
export function useAnalysts(enabled: boolean) {
  return useQuery({ ...analystsQueryOptions(), enabled });
}

export function setAnalyst(body: TSetAnalyst) {
  return api.put<TAnalyst[]>(RESEARCH_API_ROUTES.adminAnalysts, body);
}

export function useSetAnalyst() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAnalyst,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.research.all }),
  });
}
