import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  ADMIN_USERS_ROUTES as ROUTES,
  type TAdminUserDetail,
  type TAdminUserPatch,
  type TAdminUserRow,
  type TAdminUsersPage,
} from '@algoone/contracts';
import type { Role } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { refreshAdminViews } from './refresh-admin-views';

const withId = (route: string, id: string) => route.replace(':id', encodeURIComponent(id));

/** The list, a page (cursor) at a time: "Carregar mais" appends the next. */
export function useAdminUsers(filters: { q: string; role: Role | '' }) {
  return useInfiniteQuery({
    queryKey: queryKeys.adminUsers.list(filters),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api.get<TAdminUsersPage>(ROUTES.list, {
        signal,
        query: {
          q: filters.q || undefined,
          role: filters.role || undefined,
          after: pageParam ?? undefined,
        },
      }),
    getNextPageParam: (last) => last.next,
  });
}

export function useAdminUser(id: string | null) {
  return useQuery({
    queryKey: queryKeys.adminUsers.detail(id ?? ''),
    queryFn: ({ signal }) => api.get<TAdminUserDetail>(withId(ROUTES.detail, id ?? ''), { signal }),
    enabled: id !== null,
  });
}

const toRow = (detail: TAdminUserDetail): TAdminUserRow => ({
  id: detail.id,
  name: detail.name,
  email: detail.email,
  role: detail.role,
  consultant: detail.consultant,
  disabled: detail.disabled,
  twoFactorEnabled: detail.twoFactorEnabled,
  createdAt: detail.createdAt,
});

type Action = 'disable' | 'enable' | 'resetTwoFactor';

export function useUserActions(id: string) {
  const queryClient = useQueryClient();
  const done = (detail: TAdminUserDetail) => {
    queryClient.setQueryData(queryKeys.adminUsers.detail(id), detail);
    // The row on screen changes in place; the pages already loaded are not fetched again (a
    // filter by role may now hold one too many, until the list is next read).
    queryClient.setQueriesData<InfiniteData<TAdminUsersPage>>(
      { queryKey: [...queryKeys.adminUsers.all, 'list'] },
      (data) =>
        data && {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((row) => (row.id === id ? toRow(detail) : row)),
          })),
        },
    );
    void queryClient.invalidateQueries({ queryKey: queryKeys.adminUsers.all, refetchType: 'none' });
    void refreshAdminViews(queryClient);
  };
  return {
    update: useMutation({
      mutationFn: (patch: TAdminUserPatch) =>
        api.patch<TAdminUserDetail>(withId(ROUTES.detail, id), patch),
      onSuccess: done,
    }),
    act: useMutation({
      mutationFn: (action: Action) => api.post<TAdminUserDetail>(withId(ROUTES[action], id)),
      onSuccess: done,
    }),
    passwordReset: useMutation({
      mutationFn: () => api.post<{ sent: true }>(withId(ROUTES.passwordReset, id)),
      onSuccess: () => refreshAdminViews(queryClient),
    }),
    deletion: useMutation({
      mutationFn: () => api.post<{ eraseAfter: string }>(withId(ROUTES.deletion, id)),
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: queryKeys.adminUsers.detail(id) }),
          refreshAdminViews(queryClient),
        ]),
    }),
    exportHref: withId(ROUTES.export, id),
  };
}
