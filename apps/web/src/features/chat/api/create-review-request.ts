import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CHAT_API_ROUTES, type TReviewRequestBody, type TReviewResult } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export function createReviewRequest(body: TReviewRequestBody): Promise<TReviewResult> {
  return api.post<TReviewResult>(CHAT_API_ROUTES.reviewRequests, body);
}

/** Agendar Revisão, Solicitar revisão humana, or a goal's Revisar. */
export function useCreateReviewRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReviewRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.chat.own() }),
  });
}
