import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/link';
import { FileText, RefreshCw } from 'lucide-react';
import { SectionError } from '@/components/page-status';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/form-errors';
import { formatDate } from '@/lib/format';
import { recentReportsQueryOptions } from '../api/search-reports';

const RECENT = 3;

/**
 * The dashboard's recent research (docs/product.md §2): the newest published reports, read
 * from the research module. 'Atualizar' refetches the list; the page stays where it is.
 */
export function RecentResearchCard() {
  const reports = useQuery(recentReportsQueryOptions());
  const items = reports.data?.items.slice(0, RECENT) ?? [];
  return (
    <Card role="region" aria-labelledby="research-recente-titulo">
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle id="research-recente-titulo">Research recente</CardTitle>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => void reports.refetch()}
          disabled={reports.isFetching}
        >
          <RefreshCw
            className={reports.isFetching ? 'animate-spin motion-reduce:animate-none' : undefined}
            aria-hidden="true"
          />
          Atualizar
        </Button>
      </CardHeader>
      <CardContent className="grid gap-3">
        {reports.isPending ? (
          <div className="grid gap-2" aria-label="Carregando relatórios">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : reports.isError ? (
          <SectionError onRetry={() => void reports.refetch()}>
            {errorMessage(reports.error)}
          </SectionError>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhum relatório publicado ainda.</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-3">
            {items.map((report) => (
              <li key={report.id} className="flex gap-3">
                <FileText className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                <div className="grid gap-1">
                  <Link to="/research" className="text-sm leading-snug font-medium hover:underline">
                    {report.title}
                  </Link>
                  <span className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
                    <Badge variant="secondary">{report.category}</Badge>
                    {formatDate(report.publishedAt)} · {report.author}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
        <Link to="/research" className="text-sm font-medium text-primary hover:underline">
          Ver todos os relatórios
        </Link>
      </CardContent>
    </Card>
  );
}
