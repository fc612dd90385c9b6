import { queryOptions, useQuery } from '@tanstack/react-query';
import { CHAT_API_ROUTES, type TChatConversation } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { keepStreamed } from '../lib/conversation-cache';

export const ownConversationQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.chat.own(),
    queryFn: ({ signal }) => api.get<TChatConversation>(CHAT_API_ROUTES.conversation, { signal }),
    structuralSharing: keepStreamed('investor'),
  });

/** The investor's conversation with their consultant; kept current by the live stream. */
export function useOwnConversation(enabled = true) {
  return useQuery({ ...ownConversationQueryOptions(), enabled });
}
