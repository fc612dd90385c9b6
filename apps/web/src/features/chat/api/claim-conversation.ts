import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CHAT_API_ROUTES, chatApiPath } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export function claimConversation(id: string) {
  return api.post<{ consultant: { id: string; name: string } }>(
    chatApiPath(CHAT_API_ROUTES.claim, { id }),
  );
}

/** A consultant takes a conversation from the shared queue. */
export function useClaimConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.chat.all }),
  });
}
