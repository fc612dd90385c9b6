import { useState } from 'react';
import { ERROR_CODES } from '@algoone/contracts';
import { isApiError } from '@/lib/api';
import { errorMessage } from '@/lib/form-errors';
import { useDownloadReport } from '../api/download-report';

/**
 * A report's 'Baixar PDF': downloads when the person may, and otherwise opens the plans
 * (without asking the server when the list already said no; on its 403 when it did not).
 */
export function useReportDownload(canDownload: boolean) {
  const mutation = useDownloadReport();
  const [plansOpen, setPlansOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = (id: string) => {
    setError(null);
    if (!canDownload) {
      setPlansOpen(true);
      return;
    }
    mutation.mutate(id, {
      onError: (failure) => {
        if (isApiError(failure) && failure.code === ERROR_CODES.researchPlanRequired) {
          setPlansOpen(true);
        } else {
          setError(errorMessage(failure));
        }
      },
    });
  };

  return {
    download,
    pendingId: mutation.isPending ? mutation.variables : null,
    plansOpen,
    setPlansOpen,
    error,
  };
}
