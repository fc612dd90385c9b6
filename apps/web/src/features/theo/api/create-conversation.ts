import { useMutation, useQueryClient } from '@tanstack/react-query';
import { THEO_API_ROUTES, type TTheoConversation } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export function createConversation(): Promise<TTheoConversation> {
  return api.post<TTheoConversation>(THEO_API_ROUTES.conversations);
}

/** 'Nova conversa'. */
export function useCreateConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConversation,
    onSuccess: async (conversation) => {
      queryClient.setQueryData(queryKeys.theo.conversation(conversation.id), conversation);
      await queryClient.invalidateQueries({ queryKey: queryKeys.theo.conversations() });
    },
  });
}
