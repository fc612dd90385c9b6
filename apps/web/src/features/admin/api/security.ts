import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_SECURITY_ROUTES as ROUTES,
  THEO_API_ROUTES,
  type TAdminSecurity,
  type TDeadLetters,
  type TTheoSettings,
} from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export function useSecurityOverview() {
  return useQuery({
    queryKey: queryKeys.adminSecurity.all,
    queryFn: ({ signal }) => api.get<TAdminSecurity>(ROUTES.overview, { signal }),
  });
}

/** The AI provider as /admin/theo shows it (same cache entry): the key only ever masked. */
export function useAiProviderSettings() {
  return useQuery({
    queryKey: queryKeys.theo.settings(),
    queryFn: ({ signal }) => api.get<TTheoSettings>(THEO_API_ROUTES.adminSettings, { signal }),
  });
}

/** Emails the outbox gave up on (never their text). */
export function useDeadLetters() {
  return useQuery({
    queryKey: queryKeys.adminSecurity.deadLetters(),
    queryFn: ({ signal }) => api.get<TDeadLetters>(ROUTES.deadLetters, { signal }),
  });
}

export function useRetryDeadLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<TDeadLetters>(ROUTES.retryDeadLetter.replace(':id', encodeURIComponent(id))),
    onSuccess: (data) => {
      queryClient.setQueryData(queryKeys.adminSecurity.deadLetters(), data);
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminAudit.all });
    },
  });
}

export function useSecurityActions() {
  const queryClient = useQueryClient();
  const done = (data: TAdminSecurity) => {
    queryClient.setQueryData(queryKeys.adminSecurity.all, data);
    void queryClient.invalidateQueries({ queryKey: queryKeys.adminAudit.all });
  };
  return {
    unlock: useMutation({
      mutationFn: (email: string) => api.post<TAdminSecurity>(ROUTES.unlock, { email }),
      onSuccess: done,
    }),
    revoke: useMutation({
      mutationFn: (id: string) =>
        api.delete<TAdminSecurity>(ROUTES.session.replace(':id', encodeURIComponent(id))),
      onSuccess: done,
    }),
  };
}
