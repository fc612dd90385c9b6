import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  PORTFOLIO_API_ROUTES,
  type TContributionImportBody,
  type TContributionImportReport,
} from '@algoone/contracts';
import { api, isNetworkError } from '@/lib/api';
import { invalidateAfterAporteChange } from './invalidate';

/**
 * The largest file allowed (5,000 aportes) was checked and imported in 0.3–0.4 s on the
 * production build (2026-11-29, PGlite): a minute without an answer means the connection is
 * gone, and the dialog, which cannot be closed while a request may still import, gets its
 * controls back.
 */
export const IMPORT_TIMEOUT_MS = 60_000;

export function importContributions(
  body: TContributionImportBody,
): Promise<TContributionImportReport> {
  return api.post<TContributionImportReport>(PORTFOLIO_API_ROUTES.contributionsImport, body, {
    signal: AbortSignal.timeout(IMPORT_TIMEOUT_MS),
  });
}

/**
 * 'validate' imports everything when every row is valid and nothing otherwise, answering the
 * report; 'commit-valid' imports the valid rows after the investor confirmed.
 */
export function useImportContributions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importContributions,
    onSuccess: (report) => {
      if (report.imported > 0) invalidateAfterAporteChange(queryClient);
    },
    // No answer: the file may have gone in, so the lists are read again.
    onError: (error) => {
      if (isNetworkError(error)) {
        invalidateAfterAporteChange(queryClient);
      }
    },
  });
}
