import { useMutation, useQueryClient } from '@tanstack/react-query';
import { THEO_API_ROUTES, theoApiPath, type TTheoHandoffResult } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export function forwardMessage(id: string): Promise<TTheoHandoffResult> {
  return api.post<TTheoHandoffResult>(theoApiPath(THEO_API_ROUTES.handoff, { id }));
}

/** 'Encaminhar ao consultor'. */
export function useForwardMessage(conversationId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: forwardMessage,
    onSuccess: async () => {
      if (conversationId) {
        await queryClient.invalidateQueries({
          queryKey: queryKeys.theo.conversation(conversationId),
        });
      }
    },
  });
}
