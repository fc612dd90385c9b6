import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CHAT_API_ROUTES,
  chatApiPath,
  type TReviewDecisionBody,
  type TReviewResult,
} from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export function decideReviewRequest(id: string, body: TReviewDecisionBody) {
  return api.post<TReviewResult>(chatApiPath(CHAT_API_ROUTES.reviewDecision, { id }), body);
}

/** Staff confirm a proposed time, propose another or close a request. */
export function useDecideReviewRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TReviewDecisionBody }) =>
      decideReviewRequest(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.chat.all }),
  });
}
