import { queryOptions, useQuery } from '@tanstack/react-query';
import { THEO_API_ROUTES, theoApiPath, type TTheoConversation } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const theoConversationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.theo.conversation(id),
    queryFn: ({ signal }) =>
      api.get<TTheoConversation>(theoApiPath(THEO_API_ROUTES.conversation, { id }), { signal }),
  });

export function useTheoConversation(id: string | null) {
  return useQuery({ ...theoConversationQueryOptions(id ?? ''), enabled: id !== null });
}
