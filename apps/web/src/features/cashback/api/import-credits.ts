import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CASHBACK_API_ROUTES,
  type TImportFile,
  type TImportPreview,
  type TImportReport,
} from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const previewImport = (file: TImportFile) =>
  api.post<TImportPreview>(CASHBACK_API_ROUTES.adminImportPreview, file);

export const commitImport = (file: TImportFile) =>
  api.post<TImportReport>(CASHBACK_API_ROUTES.adminImports, file);

/** Step 1: what the file would do, nothing written. */
export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}

/** Step 2, after the admin confirms: one transaction, then the report. */
export function useCommitImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: commitImport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminCashback.all }),
  });
}

/** The file's bytes as base64: the server decides between UTF-8 and Latin-1. */
export async function readFileAsBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}
