import { useMutation } from '@tanstack/react-query';
import { RESEARCH_API_ROUTES } from '@algoone/contracts';
import { fetchOk } from '@/lib/api';

const pdfPath = (id: string) =>
  RESEARCH_API_ROUTES.reportPdf.replace(':id', encodeURIComponent(id));

/** The file name the server gave in content-disposition, or a plain one. */
function fileNameOf(response: Response): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? 'relatorio.pdf';
}

/**
 * Fetches the PDF with the session cookie and hands it to the browser as a download: the
 * file has no public address, and a refusal (403 RESEARCH_PLAN_REQUIRED) comes back as an
 * ApiError the page answers with the plans.
 */
export async function downloadReport(id: string): Promise<void> {
  const response = await fetchOk(pdfPath(id));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useDownloadReport() {
  return useMutation({ mutationFn: downloadReport });
}
