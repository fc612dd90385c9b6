import { useId, useState } from 'react';
import { Download, Table2 } from 'lucide-react';
import type { TMonthlyTotals } from '@algoone/contracts';
import { SectionCard } from '@/components/section-card';
import { StackedTable } from '@/components/stacked-table';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/form-errors';
import { formatBRL } from '@/lib/format';
import { monthlyTotalsCsvHref, useMonthlyTotals } from '../api/get-monthly-totals';
import { formatMonth } from '../lib/cashback-text';
import { TextField } from './admin-form-fields';

type TotalsRow = TMonthlyTotals['rows'][number];

/** /admin/cashback's totals per month and broker, between two months, and their CSV. */
export function TotalsPanel() {
  const id = useId();
  const [filters, setFilters] = useState<{ from?: string; to?: string }>({});
  const totals = useMonthlyTotals(filters);
  return (
    <SectionCard
      id="totais"
      icon={Table2}
      title="Totais mensais por corretora"
      description="O que as corretoras pagaram à AlgoOne e o que foi repassado aos investidores (créditos menos estornos)."
    >
      <div className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <TextField
          id={`${id}-de`}
          label="De (mês)"
          type="month"
          value={filters.from ?? ''}
          onChange={(e) => setFilters((f) => ({ ...f, from: e.target.value || undefined }))}
        />
        <TextField
          id={`${id}-ate`}
          label="Até (mês)"
          type="month"
          value={filters.to ?? ''}
          onChange={(e) => setFilters((f) => ({ ...f, to: e.target.value || undefined }))}
        />
        <Button asChild variant="outline">
          <a href={monthlyTotalsCsvHref(filters)} download>
            <Download aria-hidden="true" />
            Exportar CSV
          </a>
        </Button>
      </div>
      {totals.isError ? (
        <p className="mt-4 text-sm text-destructive">{errorMessage(totals.error)}</p>
      ) : !totals.data ? (
        <p className="mt-4 text-sm text-muted-foreground">Carregando os totais...</p>
      ) : totals.data.rows.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">Nenhum crédito no período.</p>
      ) : (
        <StackedTable<TotalsRow>
          className="mt-4"
          rows={totals.data.rows}
          rowKey={(row) => `${row.month}-${row.brokerId}`}
          title={{ header: 'Mês', className: 'font-normal', cell: (row) => formatMonth(row.month) }}
          columns={[
            { header: 'Corretora', cell: (row) => row.brokerName },
            { header: 'Recebido', numeric: true, cell: (row) => formatBRL(row.receivedCents) },
            { header: 'Repassado', numeric: true, cell: (row) => formatBRL(row.passedOnCents) },
            { header: 'Investidores', numeric: true, cell: (row) => row.investors },
          ]}
        />
      )}
    </SectionCard>
  );
}
