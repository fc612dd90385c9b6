import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CHAT_API_ROUTES, chatApiPath, type TReviewResult } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export function acceptReviewTime(id: string): Promise<TReviewResult> {
  return api.post<TReviewResult>(chatApiPath(CHAT_API_ROUTES.reviewAccept, { id }));
}

/** The investor accepts the time their consultant proposed. */
export function useAcceptReviewTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptReviewTime,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.chat.own() }),
  });
}
