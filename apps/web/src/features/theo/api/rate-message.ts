import { useMutation, useQueryClient } from '@tanstack/react-query';
import { THEO_API_ROUTES, theoApiPath, type TTheoMessage } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

interface RateResult {
  message: TTheoMessage;
  toast: { title: string; description: string };
}

export function rateMessage(input: { id: string; rating: 'up' | 'down' }): Promise<RateResult> {
  return api.post<RateResult>(theoApiPath(THEO_API_ROUTES.feedback, { id: input.id }), {
    rating: input.rating,
  });
}

/** Thumbs up / down on one of Theo's replies. */
export function useRateMessage(conversationId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateMessage,
    onSuccess: async () => {
      if (conversationId) {
        await queryClient.invalidateQueries({
          queryKey: queryKeys.theo.conversation(conversationId),
        });
      }
    },
  });
}
