import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES, type TSessionSummary } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { clearSession } from '@/lib/session';

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.sessions.list(),
    queryFn: ({ signal }) =>
      api.get<{ sessions: TSessionSummary[] }>(API_ROUTES.sessions, { signal }),
    select: (data) => data.sessions,
  });

/** The person's active sessions, this one first. */
export function useSessions() {
  return useQuery(sessionsQueryOptions());
}

/** Ends one of the person's sessions; ending this one signs them out here. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<{ ok: true; current: boolean }>(
        `${API_ROUTES.sessions}/${encodeURIComponent(id)}`,
      ),
    onSuccess: async (result) => {
      if (result.current) {
        clearSession(queryClient);
        return;
      }
      await queryClient.invalidateQueries({ queryKey: queryKeys.sessions.all });
    },
  });
}
