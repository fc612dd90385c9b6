import { useMutation } from '@tanstack/react-query';
import {
  POSITIONS_API_ROUTES,
  type TB3ImportBody,
  type TB3ImportPreview,
} from '@algoone/contracts';
import { api } from '@/lib/api';

export function previewB3Import(body: TB3ImportBody): Promise<TB3ImportPreview> {
  return api.post<TB3ImportPreview>(POSITIONS_API_ROUTES.importPreview, body);
}

/** Step 1: what importing the file would do, with the reason per line; nothing is written. */
export function usePreviewB3Import() {
  return useMutation({ mutationFn: previewB3Import });
}
