import { useId, useState } from 'react';
import { Link } from '@/components/link';
import { ArrowLeft, Download } from 'lucide-react';
import { CASHBACK_STATUS_LABELS } from '@algoone/domain';
import { PageError, PageStatus } from '@/components/page-status';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useDocumentTitle } from '@/lib/document-title';
import { errorMessage } from '@/lib/form-errors';
import { formatBRL, formatDate } from '@/lib/format';
import { statementCsvHref, useStatement, type StatementFilters } from '../api/get-statement';
import { formatMonth, scrollFrame } from '../lib/cashback-text';

const STATUS_VARIANT = {
  creditado: 'secondary',
  previsto: 'warning',
  estornado: 'outline',
} as const;

/**
 * /cashback/extrato: every ledger row of the period and broker chosen, newest month first, with
 * the totals and a CSV for a spreadsheet (pt-BR decimals).
 */
export function StatementPage() {
  useDocumentTitle('Extrato de cashback');
  const id = useId();
  const [filters, setFilters] = useState<StatementFilters>({});
  const periodError =
    filters.from && filters.to && filters.from > filters.to
      ? 'O mês inicial deve ser anterior ou igual ao final.'
      : undefined;
  const statement = useStatement(periodError ? { ...filters, to: undefined } : filters);
  const set = (key: keyof StatementFilters) => (value: string) =>
    setFilters((current) => ({ ...current, [key]: value || undefined }));

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 pt-6 pb-20 sm:px-6 lg:px-8">
      <header className="grid gap-3 border-b pb-6">
        <Link
          to="/cashback"
          className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Voltar ao cashback
        </Link>
        <h1 className="text-3xl font-bold tracking-tight">Extrato de cashback</h1>
        <p className="max-w-2xl text-muted-foreground">
          Cada crédito, previsão e estorno registrado para você, com o que a corretora pagou à
          AlgoOne e o que foi repassado a você.
        </p>
      </header>

      <form
        className="grid gap-4 rounded-2xl border bg-card p-5 shadow-xs sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end"
        aria-label="Filtros do extrato"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="grid gap-2">
          <Label htmlFor={`${id}-de`}>De (mês)</Label>
          <Input
            id={`${id}-de`}
            type="month"
            value={filters.from ?? ''}
            onChange={(event) => set('from')(event.target.value)}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-ate`}>Até (mês)</Label>
          <Input
            id={`${id}-ate`}
            type="month"
            value={filters.to ?? ''}
            aria-invalid={periodError ? true : undefined}
            aria-describedby={periodError ? `${id}-ate-erro` : undefined}
            onChange={(event) => set('to')(event.target.value)}
          />
          {periodError && (
            <p id={`${id}-ate-erro`} className="text-sm font-medium text-destructive">
              {periodError}
            </p>
          )}
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-corretora`}>Corretora</Label>
          <NativeSelect
            id={`${id}-corretora`}
            value={filters.broker ?? ''}
            onChange={(event) => set('broker')(event.target.value)}
          >
            <option value="">Todas</option>
            {statement.data?.brokers.map((broker) => (
              <option key={broker.id} value={broker.id}>
                {broker.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button asChild variant="outline">
          <a
            href={statementCsvHref(periodError ? { ...filters, to: undefined } : filters)}
            download
          >
            <Download aria-hidden="true" />
            Exportar CSV
          </a>
        </Button>
      </form>

      {statement.isPending ? (
        <PageStatus>Carregando o extrato...</PageStatus>
      ) : statement.isError ? (
        <PageError
          title="Não foi possível carregar o extrato"
          onRetry={() => void statement.refetch()}
        >
          {errorMessage(statement.error)}
        </PageError>
      ) : (
        <section
          aria-labelledby={`${id}-lancamentos`}
          className="grid grid-cols-[minmax(0,1fr)] gap-4"
        >
          <h2 id={`${id}-lancamentos`} className="sr-only">
            Lançamentos
          </h2>
          <dl className="grid gap-3 sm:grid-cols-3">
            <div className="rounded-xl border bg-card p-4">
              <dt className="text-xs font-medium text-muted-foreground">Creditado no período</dt>
              <dd className="text-xl font-bold tabular-nums">
                {formatBRL(statement.data.totals.accumulatedCents)}
              </dd>
            </div>
            <div className="rounded-xl border bg-card p-4">
              <dt className="text-xs font-medium text-muted-foreground">
                Pago pelas corretoras à AlgoOne
              </dt>
              <dd className="text-xl font-bold tabular-nums">
                {formatBRL(statement.data.totals.receivedCents)}
              </dd>
            </div>
            <div className="rounded-xl border bg-card p-4">
              <dt className="text-xs font-medium text-muted-foreground">
                Previsto (ainda não creditado)
              </dt>
              <dd className="text-xl font-bold tabular-nums">
                {formatBRL(statement.data.totals.forecastCents)}
              </dd>
            </div>
          </dl>
          {statement.data.entries.length === 0 ? (
            <p className="rounded-xl border bg-card p-6 text-sm text-muted-foreground">
              Nenhum lançamento neste período.
            </p>
          ) : (
            <>
              {/* Phones: one card per entry, nothing to scroll sideways. */}
              <ul className="grid gap-3 sm:hidden" aria-label="Lançamentos">
                {statement.data.entries.map((entry) => {
                  const sign = entry.status === 'estornado' ? -1 : 1;
                  return (
                    <li key={entry.id} className="grid gap-1 rounded-xl border bg-card p-4 text-sm">
                      <div className="flex items-center justify-between gap-2">
                        <span className="font-medium">
                          {formatMonth(entry.referenceMonth)} · {entry.brokerName}
                        </span>
                        <Badge variant={STATUS_VARIANT[entry.status]}>
                          {CASHBACK_STATUS_LABELS[entry.status]}
                        </Badge>
                      </div>
                      <p>
                        Repassado a você:{' '}
                        <span className="font-semibold tabular-nums">
                          {formatBRL(sign * entry.passedOnCents)}
                        </span>
                      </p>
                      <p className="text-muted-foreground">
                        Pago à AlgoOne: {formatBRL(sign * entry.receivedCents)}
                        {entry.creditedAt ? ` · crédito em ${formatDate(entry.creditedAt)}` : ''}
                      </p>
                    </li>
                  );
                })}
              </ul>
              <div
                className="hidden overflow-x-auto rounded-xl border bg-card sm:block"
                {...scrollFrame('Lançamentos do extrato (rolável)')}
              >
                <table className="w-full min-w-[40rem] text-left text-sm">
                  <thead className="bg-muted/60 text-muted-foreground">
                    <tr>
                      <th scope="col" className="px-4 py-2.5 font-medium">
                        Mês
                      </th>
                      <th scope="col" className="px-4 py-2.5 font-medium">
                        Corretora
                      </th>
                      <th scope="col" className="px-4 py-2.5 font-medium">
                        Status
                      </th>
                      <th scope="col" className="px-4 py-2.5 text-right font-medium">
                        Pago à AlgoOne
                      </th>
                      <th scope="col" className="px-4 py-2.5 text-right font-medium">
                        Repassado a você
                      </th>
                      <th scope="col" className="px-4 py-2.5 font-medium">
                        Crédito em
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y">
                    {statement.data.entries.map((entry) => {
                      const sign = entry.status === 'estornado' ? -1 : 1;
                      return (
                        <tr key={entry.id}>
                          <td className="px-4 py-2.5">{formatMonth(entry.referenceMonth)}</td>
                          <td className="px-4 py-2.5">{entry.brokerName}</td>
                          <td className="px-4 py-2.5">
                            <Badge variant={STATUS_VARIANT[entry.status]}>
                              {CASHBACK_STATUS_LABELS[entry.status]}
                            </Badge>
                          </td>
                          <td className="px-4 py-2.5 text-right tabular-nums">
                            {formatBRL(sign * entry.receivedCents)}
                          </td>
                          <td className="px-4 py-2.5 text-right font-semibold tabular-nums">
                            {formatBRL(sign * entry.passedOnCents)}
                          </td>
                          <td className="px-4 py-2.5">
                            {entry.creditedAt ? formatDate(entry.creditedAt) : '—'}
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            </>
          )}
          {statement.data.truncated && (
            <p className="text-sm text-muted-foreground">
              Mostrando os lançamentos mais recentes; escolha um período menor para ver os demais.
            </p>
          )}
        </section>
      )}
    </div>
  );
}
