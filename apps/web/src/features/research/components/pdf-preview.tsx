import { useEffect, useRef, useState } from 'react';
import { Loader2 } from 'lucide-react';
import { FormAlert } from '@/components/forms';
import { errorMessage } from '@/lib/form-errors';
import { fetchReportPdf } from '../api/preview-report-pdf';

const PREVIEW_WIDTH = 280;

/**
 * The first page of a report's PDF, drawn by pdf.js (loaded on first use). Its parent keys it
 * by the file's upload time, so a new file starts a fresh preview.
 */
export function PdfPreview({ reportId, title }: { reportId: string; title: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<{
    status: 'loading' | 'done' | 'error';
    pages?: number;
    error?: string;
  }>({
    status: 'loading',
  });

  useEffect(() => {
    const controller = new AbortController();
    (async () => {
      try {
        const [data, { renderFirstPage }] = await Promise.all([
          fetchReportPdf(reportId, controller.signal),
          import('../lib/render-first-page'),
        ]);
        if (controller.signal.aborted || !canvas.current) return;
        const pages = await renderFirstPage(data, canvas.current, PREVIEW_WIDTH);
        if (!controller.signal.aborted) setState({ status: 'done', pages });
      } catch (error) {
        if (!controller.signal.aborted) setState({ status: 'error', error: errorMessage(error) });
      }
    })();
    return () => controller.abort();
  }, [reportId]);

  return (
    <figure className="grid min-w-0 justify-items-start gap-2">
      {state.status === 'loading' && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
          Gerando a pré-visualização...
        </p>
      )}
      {state.status === 'error' && (
        <FormAlert title="Não foi possível mostrar o PDF">{state.error}</FormAlert>
      )}
      <canvas
        ref={canvas}
        aria-label={`Primeira página do PDF: ${title}`}
        className={
          state.status === 'done'
            ? 'h-auto max-w-full rounded-md border bg-white shadow-sm'
            : 'hidden'
        }
      />
      {state.status === 'done' && (
        <figcaption className="text-xs text-muted-foreground">Página 1 de {state.pages}</figcaption>
      )}
    </figure>
  );
}
