import { useMutation, useQueryClient } from '@tanstack/react-query';
import { POSITIONS_API_ROUTES, type TB3ImportBody, type TB3ImportReport } from '@algoone/contracts';
import { api } from '@/lib/api';
import { invalidateAfterPositionsChange } from './invalidate';

export function importB3File(body: TB3ImportBody): Promise<TB3ImportReport> {
  return api.post<TB3ImportReport>(POSITIONS_API_ROUTES.imports, body);
}

/** Step 2, after the investor confirmed the preview: one transaction on the server. */
export function useImportB3File() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importB3File,
    onSuccess: () => invalidateAfterPositionsChange(queryClient),
  });
}
