import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Search, X } from 'lucide-react';
import { RESEARCH_CATEGORIES, type ResearchCategory } from '@algoone/domain';
import { FieldError, FormAlert } from '@/components/forms';
import { PageError, PageStatus } from '@/components/page-status';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { isApiError } from '@/lib/api';
import { useDocumentTitle } from '@/lib/document-title';
import { errorMessage } from '@/lib/form-errors';
import { useReports, type ReportFilters } from '../api/search-reports';
import { useReportDownload } from '../hooks/use-report-download';
import { filtersFromParams, paramsFromFilters } from '../lib/research-filters';
import { pageCount } from '../lib/research-text';
import { Pager } from './pager';
import { PlansDialog } from './plans-dialog';
import { ReportCard } from './report-card';

export const EMPTY_RESULT_TEXT = 'Nenhum relatório encontrado com os filtros aplicados.';

/**
 * /research (docs/product.md §2): 'Research AlgoOne' — a search in Portuguese that ignores
 * accents, an exact category filter, 'Limpar filtros', cards with the matched words marked,
 * pages, and 'Baixar PDF' for subscribers (the plans for everyone else).
 */
export function ResearchPage() {
  useDocumentTitle('Research');
  const id = useId();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const setFilters = (next: ReportFilters) => setParams(paramsFromFilters(next));
  const [text, setText] = useState(filters.q ?? '');
  // The back button or a link may change the search in the address: the field follows it.
  const [shownQuery, setShownQuery] = useState(filters.q);
  if (shownQuery !== filters.q) {
    setShownQuery(filters.q);
    setText(filters.q ?? '');
  }
  const reports = useReports(filters);
  const data = reports.data;
  const downloads = useReportDownload(data?.canDownload ?? false);

  const queryError =
    reports.isError && isApiError(reports.error) ? reports.error.fields?.q : undefined;
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...filters, q: text.trim() || undefined, page: 1 });
  };
  const clear = () => {
    setText('');
    setFilters({ page: 1 });
  };
  const page = filters.page ?? 1;
  const pages = data ? pageCount(data.total, data.pageSize) : 1;
  const filtered = Boolean(filters.q || filters.category);

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 pt-6 pb-20 sm:px-6 lg:px-8">
      <header className="grid gap-2 border-b pb-6">
        <h1 className="text-3xl font-bold tracking-tight">Research AlgoOne</h1>
        <p className="max-w-2xl text-muted-foreground">
          Relatórios dos nossos analistas credenciados (CNPI), por categoria. Busque por assunto,
          empresa ou setor; acentos não fazem diferença.
        </p>
      </header>

      <form
        role="search"
        aria-label="Buscar relatórios"
        className="grid gap-4 rounded-2xl border bg-card p-5 shadow-xs sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto_auto] sm:items-start"
        onSubmit={search}
      >
        <div className="grid gap-2">
          <Label htmlFor={`${id}-busca`}>Buscar</Label>
          <Input
            id={`${id}-busca`}
            type="search"
            value={text}
            placeholder="Ex.: dividendos, Tesouro IPCA+, logística"
            maxLength={400}
            aria-invalid={queryError ? true : undefined}
            aria-describedby={queryError ? `${id}-busca-erro` : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          {queryError && <FieldError id={`${id}-busca-erro`}>{queryError}</FieldError>}
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-categoria`}>Categoria</Label>
          <NativeSelect
            id={`${id}-categoria`}
            value={filters.category ?? ''}
            onChange={(event) =>
              setFilters({
                ...filters,
                category: (event.target.value || undefined) as ResearchCategory | undefined,
                page: 1,
              })
            }
          >
            <option value="">Todas as categorias</option>
            {RESEARCH_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" className="sm:mt-6">
          <Search aria-hidden="true" />
          Buscar
        </Button>
        <Button type="button" variant="outline" className="sm:mt-6" onClick={clear}>
          <X aria-hidden="true" />
          Limpar filtros
        </Button>
      </form>

      {downloads.error && (
        <FormAlert title="Não foi possível baixar o PDF">{downloads.error}</FormAlert>
      )}

      {reports.isPending ? (
        <PageStatus>Carregando relatórios...</PageStatus>
      ) : reports.isError && !queryError ? (
        <PageError
          title="Não foi possível carregar os relatórios"
          onRetry={() => void reports.refetch()}
        >
          {errorMessage(reports.error)}
        </PageError>
      ) : data ? (
        <section aria-labelledby={`${id}-resultados`} className="grid gap-4">
          <h2
            id={`${id}-resultados`}
            className="text-sm font-medium text-muted-foreground"
            aria-live="polite"
          >
            {data.total === 1 ? '1 relatório' : `${data.total.toLocaleString('pt-BR')} relatórios`}
            {filtered ? ' com os filtros aplicados' : ' publicados'}
          </h2>
          {data.items.length === 0 ? (
            <p className="rounded-xl border bg-card p-6 text-center text-muted-foreground">
              {EMPTY_RESULT_TEXT}
            </p>
          ) : (
            <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
              {data.items.map((report) => (
                <ReportCard
                  key={report.id}
                  report={report}
                  downloading={downloads.pendingId === report.id}
                  onDownload={() => downloads.download(report.id)}
                />
              ))}
            </div>
          )}
          <Pager
            label="Páginas de relatórios"
            page={page}
            pages={pages}
            onPage={(next) => setFilters({ ...filters, page: next })}
          />
        </section>
      ) : null}

      <PlansDialog open={downloads.plansOpen} onOpenChange={downloads.setPlansOpen} />
    </div>
  );
}
