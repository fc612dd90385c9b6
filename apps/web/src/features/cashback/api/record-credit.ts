import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CASHBACK_API_ROUTES,
  type TRecordCredit,
  type TRecordCreditResult,
} from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export function recordCredit(body: TRecordCredit) {
  return api.post<TRecordCreditResult>(CASHBACK_API_ROUTES.adminCredits, body);
}

export function useRecordCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordCredit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminCashback.all }),
  });
}
