import { Download, Loader2, Star } from 'lucide-react';
import type { TReportCard } from '@algoone/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { formatFileSize } from '../lib/research-text';
import { MarkedText } from './marked-text';

/** One report on /research: SPEC's card (category, 'Destaque', title, summary, date, author, tags). */
export function ReportCard({
  report,
  downloading,
  onDownload,
}: {
  report: TReportCard;
  downloading: boolean;
  onDownload: () => void;
}) {
  const titleId = `relatorio-${report.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl border bg-card p-5 shadow-xs"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">{report.category}</Badge>
        {report.featured && (
          <Badge variant="warning">
            <Star aria-hidden="true" />
            Destaque
          </Badge>
        )}
        {report.isExample && <Badge variant="outline">Exemplo</Badge>}
      </div>
      <h2 id={titleId} className="text-lg leading-snug font-semibold">
        <MarkedText segments={report.titleSegments} />
      </h2>
      <p className="text-sm text-muted-foreground">
        <MarkedText segments={report.summarySegments} />
      </p>
      <dl className="grid gap-0.5 text-sm">
        <div className="flex gap-1">
          <dt className="sr-only">Publicado em</dt>
          <dd>
            <time dateTime={report.publishedAt}>{formatDate(report.publishedAt)}</time>
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="sr-only">Autor</dt>
          <dd>
            {report.author}
            {report.analystCnpi && (
              <span className="text-muted-foreground">
                {' · '}
                {/* A CNPI ("EM-1234") is one token: never split at its hyphen. */}
                <span className="whitespace-nowrap">CNPI {report.analystCnpi}</span>
              </span>
            )}
          </dd>
        </div>
      </dl>
      {report.tags.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
          {report.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="outline">{tag}</Badge>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto flex items-center justify-between gap-3 pt-2">
        <span className="text-xs text-muted-foreground">
          PDF · {report.pageCount} {report.pageCount === 1 ? 'página' : 'páginas'} ·{' '}
          {formatFileSize(report.pdfBytes)}
        </span>
        <Button
          type="button"
          size="sm"
          onClick={onDownload}
          disabled={downloading}
          aria-label={`Baixar PDF: ${report.title}`}
        >
          {downloading ? (
            <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
          ) : (
            <Download aria-hidden="true" />
          )}
          Baixar PDF
        </Button>
      </div>
    </article>
  );
}
