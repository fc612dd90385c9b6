import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RESEARCH_API_ROUTES, type TAdminReport } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export function publishReport(id: string) {
  return api.post<TAdminReport>(RESEARCH_API_ROUTES.adminPublish.replace(':id', id));
}

export function withdrawReport(id: string) {
  return api.post<TAdminReport>(RESEARCH_API_ROUTES.adminWithdraw.replace(':id', id));
}

/** Publish or withdraw; either refreshes every research list (the public one too). */
export function useChangeReportStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'publish' | 'withdraw' }) =>
      action === 'publish' ? publishReport(id) : withdrawReport(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.research.all }),
  });
}
