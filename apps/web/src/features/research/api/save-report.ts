import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  RESEARCH_API_ROUTES,
  type TAdminReport,
  type TReportInput,
  type TReportPatch,
} from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

const reportPath = (id: string) => RESEARCH_API_ROUTES.adminReport.replace(':id', id);

export function createReport(body: TReportInput) {
  return api.post<TAdminReport>(RESEARCH_API_ROUTES.adminReports, body);
}

export function updateReport({ id, patch }: { id: string; patch: TReportPatch }) {
  return api.patch<TAdminReport>(reportPath(id), patch);
}

/** Creates a draft, or edits a report when `id` is given. */
export function useSaveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: TReportInput }) =>
      id ? updateReport({ id, patch: body }) : createReport(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.research.all }),
  });
}
