import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { API_ROUTES, type Role, type TMe } from '@algoone/contracts';
import { api, isApiError } from './api';
import { queryKeys } from './query-keys';
import { setSessionSnapshot } from './session-snapshot';

/** The signed-in person, or null for a visitor (the API answers 401). */
export async function fetchMe(signal?: AbortSignal): Promise<TMe | null> {
  try {
    const me = await api.get<TMe>(API_ROUTES.me, signal ? { signal } : undefined);
    setSessionSnapshot({ name: me.user.name, role: me.user.role });
    return me;
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      setSessionSnapshot(null);
      return null;
    }
    throw error;
  }
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.session.current(),
    queryFn: ({ signal }) => fetchMe(signal),
  });

/** The session query every guard, header and page shares. */
export function useMe() {
  return useQuery(meQueryOptions());
}

/**
 * After the person behind the cookie changes (sign-in, sign-out): forget everything cached
 * for the previous one and read the session again.
 */
export async function refreshSession(queryClient: QueryClient): Promise<TMe | null> {
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== queryKeys.session.all[0],
  });
  return queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
}

export function clearSession(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== queryKeys.session.all[0],
  });
  queryClient.setQueryData(queryKeys.session.current(), null);
  setSessionSnapshot(null);
}

export async function signOut(): Promise<void> {
  await api.post<{ ok: true }>(API_ROUTES.signOut);
}

/** Ends this session on the server, then forgets it here. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => clearSession(queryClient),
  });
}

export const ROLE_LABELS: Record<Role, string> = {
  investor: 'Investidor(a)',
  consultant: 'Consultor(a)',
  admin: 'Administrador(a)',
};
