import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  PORTFOLIO_API_ROUTES,
  type TContributionImportBody,
  type TContributionImportReport,
} from '@algoone/contracts';
import { api } from '@/lib/api';
import { invalidateAfterAporteChange } from './invalidate';

export function importContributions(
  body: TContributionImportBody,
): Promise<TContributionImportReport> {
  return api.post<TContributionImportReport>(PORTFOLIO_API_ROUTES.contributionsImport, body);
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
  });
}
