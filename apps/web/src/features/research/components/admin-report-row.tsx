import { useId, useRef, useState } from 'react';
import { Eye, EyeOff, FileUp, Pencil, Send, Undo2 } from 'lucide-react';
import { REPORT_STATUS_LABELS } from '@algoone/domain';
import type { TAdminReport } from '@algoone/contracts';
import { FieldError } from '@/components/forms';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api';
import { errorMessage } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/format';
import { useChangeReportStatus } from '../api/change-report-status';
import { useUploadReportPdf } from '../api/upload-report-pdf';
import { formatFileSize } from '../lib/research-text';
import { PdfPreview } from './pdf-preview';

const STATUS_VARIANT = { draft: 'outline', published: 'secondary', withdrawn: 'warning' } as const;

/** One report on /admin/research with its workflow: edit, upload, preview, publish, withdraw. */
export function AdminReportRow({ report, onEdit }: { report: TAdminReport; onEdit: () => void }) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadReportPdf();
  const status = useChangeReportStatus();
  const [previewing, setPreviewing] = useState(false);
  const failure = upload.error ?? status.error;
  const problem = failure
    ? isApiError(failure) && failure.fields
      ? Object.values(failure.fields)[0]
      : errorMessage(failure)
    : undefined;

  return (
    <li
      className="grid min-w-0 gap-3 rounded-xl border bg-card p-4"
      aria-labelledby={`${id}-titulo`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <h3 id={`${id}-titulo`} className="font-semibold leading-snug">
            {report.title}
          </h3>
          <p className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
            <Badge variant={STATUS_VARIANT[report.status]}>
              {REPORT_STATUS_LABELS[report.status]}
            </Badge>
            <Badge variant="secondary">{report.category}</Badge>
            {report.featured && <Badge variant="warning">Destaque</Badge>}
            {report.isExample && <Badge variant="outline">Exemplo</Badge>}
            <span>
              {report.author}
              {report.analystCnpi ? ` · CNPI ${report.analystCnpi}` : ' · sem CNPI'}
            </span>
          </p>
          <p className="text-xs text-muted-foreground">
            {report.pdf
              ? `PDF: ${report.pdf.fileName} · ${report.pdf.pageCount} pág. · ${formatFileSize(report.pdf.bytes)}`
              : 'Sem PDF'}
            {' · '}
            {report.downloads === 1 ? '1 download' : `${report.downloads} downloads`}
            {report.publishedAt ? ` · publicado em ${formatDateTime(report.publishedAt)}` : ''}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" variant="outline" onClick={onEdit}>
          <Pencil aria-hidden="true" />
          Editar
        </Button>
        <input
          ref={fileInput}
          id={`${id}-arquivo`}
          type="file"
          accept="application/pdf,.pdf"
          className="sr-only"
          aria-label={`Arquivo PDF de ${report.title}`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            // A new file answers whatever the last step said.
            status.reset();
            upload.mutate({ id: report.id, file });
          }}
        />
        <Button
          type="button"
          size="sm"
          variant="outline"
          busy={upload.isPending}
          onClick={() => fileInput.current?.click()}
        >
          <FileUp aria-hidden="true" />
          {upload.isPending ? 'Enviando...' : report.pdf ? 'Trocar PDF' : 'Enviar PDF'}
        </Button>
        {report.pdf && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-expanded={previewing}
            onClick={() => setPreviewing((value) => !value)}
          >
            {previewing ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
            {previewing ? 'Ocultar pré-visualização' : 'Pré-visualizar'}
          </Button>
        )}
        {report.status === 'published' ? (
          <Button
            type="button"
            size="sm"
            variant="outline"
            busy={status.isPending}
            onClick={() => {
              upload.reset();
              status.mutate({ id: report.id, action: 'withdraw' });
            }}
          >
            <Undo2 aria-hidden="true" />
            Retirar
          </Button>
        ) : (
          <Button
            type="button"
            size="sm"
            busy={status.isPending}
            onClick={() => {
              upload.reset();
              status.mutate({ id: report.id, action: 'publish' });
            }}
          >
            <Send aria-hidden="true" />
            Publicar
          </Button>
        )}
      </div>
      {problem && <FieldError>{problem}</FieldError>}
      {previewing && report.pdf && (
        <PdfPreview key={report.pdf.uploadedAt} reportId={report.id} title={report.title} />
      )}
    </li>
  );
}
