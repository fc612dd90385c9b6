import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PRIVACY_API_ROUTES as ROUTES,
  type TAdminPrivacyRequest,
  type TConsentHistory,
  type TIncident,
  type TIncidentInput,
  type TPrivacyRequest,
  type TPrivacySummary,
  type TProfileCorrection,
} from '@algoone/contracts';
import type { OptionalConsentPurpose, PrivacyRequestKind } from '@algoone/domain';
import { api, fetchOk } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

const keys = queryKeys.privacy;

export function usePrivacySummary() {
  return useQuery({
    queryKey: keys.summary(),
    queryFn: ({ signal }) => api.get<TPrivacySummary>(ROUTES.summary, { signal }),
  });
}

/** Downloads the full JSON export through the session (the file has no public address). */
export async function downloadExport(): Promise<void> {
  const response = await fetchOk(ROUTES.export);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    'meus-dados-algoone.json';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useDownloadExport() {
  return useMutation({ mutationFn: downloadExport });
}

export function useCorrectProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TProfileCorrection) => api.patch<TPrivacySummary>(ROUTES.profile, input),
    onSuccess: (summary) => {
      queryClient.setQueryData(keys.summary(), summary);
      // The name shows in the header.
      void queryClient.invalidateQueries({ queryKey: queryKeys.session.all });
    },
  });
}

export function useConsents() {
  return useQuery({
    queryKey: keys.consents(),
    queryFn: ({ signal }) => api.get<TConsentHistory>(ROUTES.consents, { signal }),
  });
}

export function useSetConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ purpose, granted }: { purpose: OptionalConsentPurpose; granted: boolean }) =>
      api.put<TConsentHistory>(ROUTES.optionalConsent.replace(':purpose', purpose), { granted }),
    // The checkbox follows the click at once; the server's history replaces it, or it goes back.
    onMutate: ({ purpose, granted }) => {
      const previous = queryClient.getQueryData<TConsentHistory>(keys.consents());
      if (previous) {
        queryClient.setQueryData<TConsentHistory>(keys.consents(), {
          ...previous,
          optional: previous.optional.map((o) => (o.purpose === purpose ? { ...o, granted } : o)),
        });
      }
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(keys.consents(), context.previous);
    },
    onSuccess: (history) => queryClient.setQueryData(keys.consents(), history),
  });
}

export function useRequestDeletion() {
  return useMutation({
    mutationFn: (input: { password: string; code?: string }) =>
      api.post<{ requestedAt: string; eraseAfter: string }>(ROUTES.deletion, input),
  });
}

/** "Cancelar exclusão": takes back a pending deletion; the summary then shows none. */
export function useCancelDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ ok: true }>(ROUTES.deletion),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.summary() }),
  });
}

export function usePrivacyRequests() {
  return useQuery({
    queryKey: keys.requests(),
    queryFn: ({ signal }) => api.get<TPrivacyRequest[]>(ROUTES.requests, { signal }),
  });
}

export function useCreatePrivacyRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: PrivacyRequestKind; message: string }) =>
      api.post<TPrivacyRequest>(ROUTES.requests, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.requests() }),
  });
}

export function useAdminPrivacyRequests(status: 'open' | 'answered' | 'all') {
  return useQuery({
    queryKey: keys.admin(status),
    queryFn: ({ signal }) =>
      api.get<TAdminPrivacyRequest[]>(ROUTES.adminRequests, { signal, query: { status } }),
  });
}

export function useAnswerPrivacyRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: string }) =>
      api.post<TAdminPrivacyRequest>(ROUTES.adminAnswer.replace(':id', encodeURIComponent(id)), {
        answer,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useIncidents() {
  return useQuery({
    queryKey: keys.incidents(),
    queryFn: ({ signal }) => api.get<TIncident[]>(ROUTES.adminIncidents, { signal }),
  });
}

export function useRecordIncident() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TIncidentInput) => api.post<TIncident>(ROUTES.adminIncidents, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.incidents() }),
  });
}
