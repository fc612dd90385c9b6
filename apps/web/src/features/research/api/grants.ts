import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RESEARCH_API_ROUTES, type TResearchGrant } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const grantsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.research.grants(),
    queryFn: ({ signal }) => api.get<TResearchGrant[]>(RESEARCH_API_ROUTES.adminGrants, { signal }),
  });

/** Admins: investors given research access by staff. */
export function useGrants(enabled: boolean) {
  return useQuery({ ...grantsQueryOptions(), enabled });
}

export function grantAccess(email: string) {
  return api.post<TResearchGrant[]>(RESEARCH_API_ROUTES.adminGrants, { email });
}

export function revokeAccess(userId: string) {
  return api.delete<TResearchGrant[]>(
    RESEARCH_API_ROUTES.adminGrant.replace(':userId', encodeURIComponent(userId)),
  );
}

export function useGrantAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantAccess,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.research.all }),
  });
}

export function useRevokeAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeAccess,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.research.all }),
  });
}
