import { useState } from 'react';
import { Download, Loader2, Pencil, Trash2, X } from 'lucide-react';
import {
  APORTE_CATEGORIES,
  toIsoCalendarDate,
  type AporteCategory,
  type BrokerId,
} from '@algoone/domain';
import { PORTFOLIO_API_ROUTES, type TContribution } from '@algoone/contracts';
import { PageError } from '@/components/page-status';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { buildUrl } from '@/lib/api';
import { errorMessage } from '@/lib/form-errors';
import { formatBRL, formatDate } from '@/lib/format';
import { useDeleteContribution } from '../api/delete-contribution';
import { useAporteBrokers, withCurrentBroker } from '../api/get-aporte-brokers';
import { useContributions } from '../api/list-contributions';
import {
  EMPTY_FILTERS,
  PERIOD_PRESETS,
  hasActiveFilters,
  toContributionQuery,
  type ContributionFiltersState,
  type PeriodPreset,
} from '../lib/filters';
import { LazyAporteDialog as AporteDialog, RegisterAporteButton } from './register-aporte-button';
import { ImportCsvButton } from './import-csv-button';

function Filters({
  filters,
  onChange,
  today,
}: {
  filters: ContributionFiltersState;
  onChange: (next: ContributionFiltersState) => void;
  today: string;
}) {
  const set = <K extends keyof ContributionFiltersState>(
    key: K,
    value: ContributionFiltersState[K],
  ) => onChange({ ...filters, [key]: value });
  const brokers = useAporteBrokers();
  return (
    <fieldset className="grid gap-3 rounded-lg border bg-muted/30 p-3 sm:grid-cols-2 lg:grid-cols-4">
      <legend className="sr-only">Filtros dos aportes</legend>
      <div className="grid gap-1.5">
        <Label htmlFor="filtro-periodo">Período</Label>
        <NativeSelect
          id="filtro-periodo"
          className="h-10"
          value={filters.period}
          onChange={(event) => set('period', event.target.value as PeriodPreset)}
        >
          {PERIOD_PRESETS.map((preset) => (
            <option key={preset.id} value={preset.id}>
              {preset.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="filtro-categoria">Categoria</Label>
        <NativeSelect
          id="filtro-categoria"
          className="h-10"
          value={filters.category}
          onChange={(event) => set('category', event.target.value as AporteCategory | '')}
        >
          <option value="">Todas</option>
          {APORTE_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="filtro-corretora">Corretora</Label>
        <NativeSelect
          id="filtro-corretora"
          className="h-10"
          value={filters.broker}
          onChange={(event) => set('broker', event.target.value as BrokerId | '')}
        >
          <option value="">Todas</option>
          {withCurrentBroker(brokers.data ?? [], filters.broker).map(({ id, label }) => (
            <option key={id} value={id}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex items-end">
        <Button
          type="button"
          variant="ghost"
          className="w-full"
          disabled={!hasActiveFilters(filters)}
          onClick={() => onChange(EMPTY_FILTERS)}
        >
          <X aria-hidden="true" />
          Limpar filtros
        </Button>
      </div>
      {filters.period === 'personalizado' && (
        <div className="grid gap-3 sm:col-span-2 sm:grid-cols-2 lg:col-span-4 lg:grid-cols-4">
          <div className="grid gap-1.5">
            <Label htmlFor="filtro-de">De</Label>
            <Input
              id="filtro-de"
              type="date"
              className="h-10"
              max={filters.to || today}
              value={filters.from}
              onChange={(event) => set('from', event.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="filtro-ate">Até</Label>
            <Input
              id="filtro-ate"
              type="date"
              className="h-10"
              min={filters.from || undefined}
              max={today}
              value={filters.to}
              onChange={(event) => set('to', event.target.value)}
            />
          </div>
        </div>
      )}
    </fieldset>
  );
}

interface RowActions {
  onEdit: (contribution: TContribution) => void;
  onDelete: (contribution: TContribution) => void;
}

const describe = (contribution: TContribution) =>
  `aporte de ${formatBRL(contribution.amountCents)} em ${formatDate(contribution.date)}`;

function RowButtons({
  contribution,
  onEdit,
  onDelete,
}: RowActions & { contribution: TContribution }) {
  return (
    <span className="flex justify-end gap-1">
      <Button
        type="button"
        variant="ghost"
        size="sm"
        onClick={() => onEdit(contribution)}
        aria-label={`Editar ${describe(contribution)}`}
      >
        <Pencil aria-hidden="true" />
        Editar
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="text-destructive hover:text-destructive"
        onClick={() => onDelete(contribution)}
        aria-label={`Excluir ${describe(contribution)}`}
      >
        <Trash2 aria-hidden="true" />
        Excluir
      </Button>
    </span>
  );
}

/** A table from 768 px up; a list of cards on phones (only one is ever displayed). */
function ContributionList({ items, ...actions }: RowActions & { items: readonly TContribution[] }) {
  return (
    <>
      <div className="hidden md:block">
        <Table>
          <caption className="sr-only">Aportes registrados, do mais recente ao mais antigo</caption>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">Data</TableHead>
              <TableHead scope="col">Categoria</TableHead>
              <TableHead scope="col">Corretora</TableHead>
              <TableHead scope="col" className="text-right">
                Valor
              </TableHead>
              <TableHead scope="col" className="text-right">
                Ações
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((contribution) => (
              <TableRow key={contribution.id}>
                <TableCell>{formatDate(contribution.date)}</TableCell>
                <TableCell className="font-medium">{contribution.category}</TableCell>
                <TableCell>
                  {contribution.brokerName}
                  {contribution.source === 'b3' && (
                    <span className="ml-2 text-xs text-muted-foreground">(B3)</span>
                  )}
                </TableCell>
                <TableCell className="text-right font-semibold tabular-nums">
                  {formatBRL(contribution.amountCents)}
                </TableCell>
                <TableCell>
                  <RowButtons contribution={contribution} {...actions} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul aria-label="Aportes registrados" className="divide-y rounded-lg border md:hidden">
        {items.map((contribution) => (
          <li key={contribution.id} className="grid gap-1 px-3 py-3">
            <div className="flex items-baseline justify-between gap-3">
              <span className="font-medium">{contribution.category}</span>
              <span className="font-semibold tabular-nums">
                {formatBRL(contribution.amountCents)}
              </span>
            </div>
            <span className="text-sm text-muted-foreground">
              {formatDate(contribution.date)} · {contribution.brokerName}
              {contribution.source === 'b3' && ' · B3'}
            </span>
            <RowButtons contribution={contribution} {...actions} />
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The aportes of /carteira: filters (period, category, broker), the list with edit and delete,
 * pages, CSV export of what the filters show, and CSV import with its report.
 */
export function ContributionsSection() {
  const today = toIsoCalendarDate(new Date());
  const [filters, setFilters] = useState<ContributionFiltersState>(EMPTY_FILTERS);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<TContribution | undefined>();
  const [editOpen, setEditOpen] = useState(false);
  const [deleting, setDeleting] = useState<TContribution | null>(null);
  const query = toContributionQuery(filters, today);
  const list = useContributions({ ...query, page });
  const remove = useDeleteContribution();

  const changeFilters = (next: ContributionFiltersState) => {
    setFilters(next);
    setPage(1);
  };

  const exportHref = buildUrl(PORTFOLIO_API_ROUTES.contributionsCsv, query);
  const data = list.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <Card role="region" aria-labelledby="aportes-titulo" id="aportes" tabIndex={-1}>
      <CardHeader className="pb-4 sm:pb-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="grid gap-1.5">
            <CardTitle id="aportes-titulo">Aportes</CardTitle>
            <CardDescription>
              {data
                ? data.total === 0
                  ? hasActiveFilters(filters)
                    ? 'Nenhum aporte com estes filtros.'
                    : 'Nenhum aporte registrado ainda.'
                  : `${data.total} ${data.total === 1 ? 'aporte' : 'aportes'}, somando ${formatBRL(data.totalCents)}.`
                : 'Todo dinheiro novo que você investiu.'}
            </CardDescription>
          </div>
          <div className="flex flex-wrap gap-2">
            <RegisterAporteButton />
            <ImportCsvButton />
            <Button asChild variant="outline">
              <a href={exportHref} download>
                <Download aria-hidden="true" />
                Exportar CSV
              </a>
            </Button>
          </div>
        </div>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        <Filters filters={filters} onChange={changeFilters} today={today} />

        {list.isPending ? (
          <div role="status" className="grid gap-2">
            <span className="sr-only">Carregando aportes...</span>
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-12" />
            ))}
          </div>
        ) : list.isError ? (
          <PageError
            title="Não foi possível carregar os aportes"
            onRetry={() => void list.refetch()}
          >
            {errorMessage(list.error)}
          </PageError>
        ) : data && data.items.length > 0 ? (
          <>
            <div className="relative">
              <ContributionList
                items={data.items}
                onEdit={(contribution) => {
                  setEditing(contribution);
                  setEditOpen(true);
                }}
                onDelete={setDeleting}
              />
              {list.isPlaceholderData && (
                <div className="absolute inset-0 flex items-center justify-center bg-background/60">
                  <Loader2
                    className="size-6 animate-spin text-primary motion-reduce:animate-none"
                    aria-label="Atualizando"
                  />
                </div>
              )}
            </div>
            {pageCount > 1 && (
              <nav
                aria-label="Páginas de aportes"
                className="flex items-center justify-between gap-3"
              >
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={page <= 1}
                  onClick={() => setPage((p) => Math.max(1, p - 1))}
                >
                  Anterior
                </Button>
                <span className="text-sm text-muted-foreground">
                  Página {data.page} de {pageCount}
                </span>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={page >= pageCount}
                  onClick={() => setPage((p) => p + 1)}
                >
                  Próxima
                </Button>
              </nav>
            )}
          </>
        ) : (
          <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
            {hasActiveFilters(filters)
              ? 'Nenhum aporte encontrado com os filtros aplicados.'
              : 'Registre seu primeiro aporte ou importe uma planilha em CSV.'}
          </p>
        )}
      </CardContent>

      <AporteDialog contribution={editing} open={editOpen} onOpenChange={setEditOpen} />

      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Excluir este aporte?"
        description={
          <>
            {deleting &&
              `${formatBRL(deleting.amountCents)} em ${formatDate(deleting.date)}, ${deleting.category}, ${deleting.brokerName}. `}
            O aporte sai da lista e do cálculo do rendimento.
          </>
        }
        confirmLabel="Excluir aporte"
        pending={remove.isPending}
        onConfirm={async () => {
          if (deleting) await remove.mutateAsync(deleting.id);
        }}
        success={{ title: 'Aporte excluído', description: 'O aporte foi removido.' }}
        failureTitle="Não foi possível excluir"
      />
    </Card>
  );
}
