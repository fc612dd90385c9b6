import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CHAT_API_ROUTES, chatApiPath, type TChatSendResult } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { withMessage } from '../lib/conversation-cache';

/** Sends a message as the investor, or as staff when `conversationId` is given. */
export function sendMessage(text: string, conversationId?: string): Promise<TChatSendResult> {
  const path = conversationId
    ? chatApiPath(CHAT_API_ROUTES.staffMessages, { id: conversationId })
    : CHAT_API_ROUTES.messages;
  return api.post<TChatSendResult>(path, { text });
}

export function useSendMessage(conversationId?: string) {
  const queryClient = useQueryClient();
  const key = conversationId ? queryKeys.chat.conversation(conversationId) : queryKeys.chat.own();
  return useMutation({
    mutationFn: (text: string) => sendMessage(text, conversationId),
    onSuccess: ({ message }) => {
      if (message) withMessage(queryClient, key, message);
      // The acknowledgement (first message) and the inbox come through the stream or a refetch.
      void queryClient.invalidateQueries({ queryKey: key });
      if (conversationId)
        void queryClient.invalidateQueries({ queryKey: [...queryKeys.chat.all, 'inbox'] });
    },
  });
}
