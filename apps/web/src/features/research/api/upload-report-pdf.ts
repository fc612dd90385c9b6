import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RESEARCH_API_ROUTES, type TAdminReport } from '@algoone/contracts';
import { buildUrl, fetchOk } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/**
 * Sends the file's own bytes as application/pdf, whatever the browser thinks the file is: the
 * server checks the content (signature, structure, encryption) and answers in pt-BR.
 */
export async function uploadReportPdf({
  id,
  file,
}: {
  id: string;
  file: File;
}): Promise<TAdminReport> {
  const response = await fetchOk(
    buildUrl(RESEARCH_API_ROUTES.adminReportPdf.replace(':id', id), { fileName: file.name }),
    {
      method: 'PUT',
      headers: { 'Content-Type': 'application/pdf', Accept: 'application/json' },
      body: file,
    },
  );
  return (await response.json()) as TAdminReport;
}

export function useUploadReportPdf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadReportPdf,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.research.all }),
  });
}
