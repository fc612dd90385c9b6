import { queryOptions, useQuery } from '@tanstack/react-query';
import { THEO_API_ROUTES, type TTheoConversationList } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const theoConversationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.theo.conversations(),
    queryFn: ({ signal }) =>
      api.get<TTheoConversationList>(THEO_API_ROUTES.conversations, { signal }),
  });

export function useTheoConversations() {
  return useQuery(theoConversationsQueryOptions());
}
