import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import {
  POSITIONS_API_ROUTES,
  type TAdminSecurities,
  type TSecurityCatalogueBody,
  type TSecurityCatalogueCreate,
  type TSecurityCatalogueEntry,
} from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** /admin/ativos a page at a time, searched by code or name. */
export function useSecurities(q: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.adminSecurities.list(q),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api.get<TAdminSecurities>(POSITIONS_API_ROUTES.adminSecurities, {
        signal,
        query: { q: q || undefined, after: pageParam ?? undefined },
      }),
    getNextPageParam: (last) => last.next,
    placeholderData: keepPreviousData,
  });
}

/** Adds an entry (ticker given) or corrects one (ticker of the entry being edited). */
export function useSaveSecurity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input:
        | { mode: 'create'; body: TSecurityCatalogueCreate }
        | { mode: 'update'; ticker: string; body: TSecurityCatalogueBody },
    ) =>
      input.mode === 'create'
        ? api.post<TSecurityCatalogueEntry>(POSITIONS_API_ROUTES.adminSecurities, input.body)
        : api.put<TSecurityCatalogueEntry>(
            POSITIONS_API_ROUTES.adminSecurity.replace(':ticker', encodeURIComponent(input.ticker)),
            input.body,
          ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminSecurities.all }),
  });
}
