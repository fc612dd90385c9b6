import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CHAT_API_ROUTES,
  chatApiPath,
  type TChatConversation,
  type TChatReceipts,
} from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { afterRead } from '../lib/conversation-cache';

export function markRead(seq: number, conversationId?: string) {
  const path = conversationId
    ? chatApiPath(CHAT_API_ROUTES.staffRead, { id: conversationId })
    : CHAT_API_ROUTES.read;
  return api.post<{ receipts: TChatReceipts }>(path, { seq });
}

/** Marks the conversation read up to a message (the viewer's side). */
export function useMarkRead(conversationId?: string) {
  const queryClient = useQueryClient();
  const key = conversationId ? queryKeys.chat.conversation(conversationId) : queryKeys.chat.own();
  return useMutation({
    mutationFn: (seq: number) => markRead(seq, conversationId),
    onSuccess: ({ receipts }, seq) => {
      queryClient.setQueryData<TChatConversation>(key, (current) =>
        current
          ? afterRead(current, receipts, conversationId ? 'staff' : 'investor', seq)
          : current,
      );
      if (conversationId)
        void queryClient.invalidateQueries({ queryKey: [...queryKeys.chat.all, 'inbox'] });
    },
  });
}
