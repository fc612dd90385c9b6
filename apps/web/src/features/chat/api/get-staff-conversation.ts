import { queryOptions, useQuery } from '@tanstack/react-query';
import { CHAT_API_ROUTES, chatApiPath, type TChatConversation } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { keepStreamed } from '../lib/conversation-cache';

export const staffConversationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.chat.conversation(id),
    queryFn: ({ signal }) =>
      api.get<TChatConversation>(chatApiPath(CHAT_API_ROUTES.staffConversation, { id }), {
        signal,
      }),
    structuralSharing: keepStreamed('staff'),
  });

export function useStaffConversation(id: string) {
  return useQuery(staffConversationQueryOptions(id));
}
