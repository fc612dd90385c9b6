import { useState } from 'react';
import { BadgeAlert, FileText, Plus } from 'lucide-react';
import { REPORT_STATUSES, REPORT_STATUS_LABELS, type ReportStatus } from '@algoone/domain';
import type { TAdminReport } from '@algoone/contracts';
import { PageError, PageStatus } from '@/components/page-status';
import { SectionCard } from '@/components/section-card';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { isApiError } from '@/lib/api';
import { useDocumentTitle } from '@/lib/document-title';
import { errorMessage } from '@/lib/form-errors';
import { useAdminReports } from '../api/list-admin-reports';
import { pageCount } from '../lib/research-text';
import { AdminReportRow } from './admin-report-row';
import { Pager } from './pager';
import { ReportFormDialog } from './report-form-dialog';
import { AnalystsSection, GrantsSection } from './staff-access-sections';

/**
 * /admin/research: admins, and consultants with a CNPI, write reports, upload their PDF,
 * preview its first page, publish (CNPI required) and withdraw; admins also record analysts'
 * CNPI and grant investors access. Every step is audited by the server.
 */
export function AdminResearchPage() {
  useDocumentTitle('Research');
  const [status, setStatus] = useState<ReportStatus | undefined>(undefined);
  const [page, setPage] = useState(1);
  const reports = useAdminReports({ status, page });
  const [editing, setEditing] = useState<{ report: TAdminReport | null } | null>(null);

  if (reports.isPending) return <PageStatus>Carregando relatórios...</PageStatus>;
  if (reports.isError && isApiError(reports.error) && reports.error.status === 403) {
    // A consultant without a CNPI: nothing to retry, only someone to ask.
    return (
      <div className="grid max-w-2xl">
        <Alert variant="warning">
          <BadgeAlert aria-hidden="true" />
          <AlertTitle>Área dos analistas</AlertTitle>
          <AlertDescription>{reports.error.message}</AlertDescription>
        </Alert>
      </div>
    );
  }
  if (reports.isError) {
    return (
      <PageError title="Não foi possível abrir o research" onRetry={() => void reports.refetch()}>
        {errorMessage(reports.error)}
      </PageError>
    );
  }
  const data = reports.data;
  const pages = pageCount(data.total, data.pageSize);

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <header className="grid gap-2 border-b pb-6">
        <h1 className="text-3xl font-bold tracking-tight">Research</h1>
        <p className="max-w-2xl text-muted-foreground">
          {data.viewer.isAdmin
            ? 'Relatórios de todos os analistas. Só relatórios com o CNPI do analista e o PDF podem ser publicados.'
            : `Seus relatórios, assinados por ${data.viewer.author} (CNPI ${data.viewer.cnpi}).`}
        </p>
      </header>

      <SectionCard
        id="relatorios"
        icon={FileText}
        title="Relatórios"
        description={`${data.total} ${data.total === 1 ? 'relatório' : 'relatórios'}`}
        action={
          <Button type="button" onClick={() => setEditing({ report: null })}>
            <Plus aria-hidden="true" />
            Novo relatório
          </Button>
        }
      >
        <div className="mb-4 grid max-w-xs gap-2">
          <Label htmlFor="filtro-status">Status</Label>
          <NativeSelect
            id="filtro-status"
            value={status ?? ''}
            onChange={(event) => {
              setStatus((event.target.value || undefined) as ReportStatus | undefined);
              setPage(1);
            }}
          >
            <option value="">Todos</option>
            {REPORT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {REPORT_STATUS_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
        {data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhum relatório com este status.</p>
        ) : (
          <ul className="grid gap-3" aria-label="Relatórios">
            {data.items.map((report) => (
              <AdminReportRow
                key={report.id}
                report={report}
                onEdit={() => setEditing({ report })}
              />
            ))}
          </ul>
        )}
        <div className="mt-4">
          <Pager label="Páginas de relatórios" page={page} pages={pages} onPage={setPage} />
        </div>
      </SectionCard>

      {data.viewer.isAdmin && (
        <>
          <AnalystsSection />
          <GrantsSection />
        </>
      )}

      {editing && (
        <ReportFormDialog
          open
          onOpenChange={(open) => !open && setEditing(null)}
          report={editing.report}
          signer={data.viewer}
          onSaved={() => setPage(1)}
        />
      )}
    </div>
  );
}
