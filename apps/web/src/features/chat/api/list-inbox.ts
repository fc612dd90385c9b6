import { queryOptions, useQuery } from '@tanstack/react-query';
import { CHAT_API_ROUTES, type TInbox, type TInboxFilter } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const inboxQueryOptions = (filter: TInboxFilter) =>
  queryOptions({
    queryKey: queryKeys.chat.inbox(filter),
    queryFn: ({ signal }) => api.get<TInbox>(CHAT_API_ROUTES.inbox, { signal, query: { filter } }),
  });

/** The consultant's inbox, longest waiting first; refreshed by the inbox stream. */
export function useInbox(filter: TInboxFilter) {
  return useQuery(inboxQueryOptions(filter));
}
