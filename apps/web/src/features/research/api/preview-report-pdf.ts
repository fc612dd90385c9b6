import { RESEARCH_API_ROUTES } from '@algoone/contracts';
import { fetchOk } from '@/lib/api';

/** The PDF's bytes for the staff preview (any status; recorded as a preview by the server). */
export async function fetchReportPdf(id: string, signal?: AbortSignal): Promise<ArrayBuffer> {
  const response = await fetchOk(RESEARCH_API_ROUTES.adminReportPdf.replace(':id', id), {
    signal: signal ?? null,
  });
  return response.arrayBuffer();
}
