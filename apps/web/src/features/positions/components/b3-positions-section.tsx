import { useId, useState } from 'react';
import { Link } from '@/components/link';
import { Coins, FileText, Landmark, Save, TriangleAlert } from 'lucide-react';
import type { PortfolioCategory } from '@algoone/domain';
import type { TPositionSecurity, TPositionsOverview } from '@algoone/contracts';
import DonutChart, { type DonutSlice } from '@/components/charts/donut-chart';
import { FieldError } from '@/components/forms';
import { SectionCard } from '@/components/section-card';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/form-errors';
import { formatBRL, formatDate, formatPercent } from '@/lib/format';
import { toastSuccess } from '@/lib/spec-toasts';
import { STACKED_TABLE } from '@/lib/stacked-table';
import { cn } from '@/lib/utils';
import { useChooseSecurityClass } from '../api/choose-security-class';
import { usePositions } from '../api/get-positions';
import { CATEGORY_COLORS, countOf, formatQuantity, joinPt, securityName } from '../lib/display';
import { CategorySelect, CategorySwatch } from './category-parts';

/** A security the rules could not place: the investor says its class here (remembered). */
function ClassQuestion({ security }: { security: TPositionSecurity }) {
  const id = useId();
  const [category, setCategory] = useState<PortfolioCategory | ''>('');
  const [error, setError] = useState<string | null>(null);
  const choose = useChooseSecurityClass();
  const label = security.ticker ?? security.name;
  return (
    <form
      noValidate
      className="grid gap-1.5 text-left"
      onSubmit={(event) => {
        event.preventDefault();
        if (!category) {
          setError('Escolha uma classe.');
          return;
        }
        setError(null);
        choose.mutate(
          { securityKey: security.securityKey, category },
          {
            onSuccess: () =>
              toastSuccess({
                title: 'Classe salva',
                description: `${label} agora conta como ${category}; as próximas importações lembram.`,
              }),
            onError: (failure) => setError(errorMessage(failure)),
          },
        );
      }}
    >
      <label htmlFor={id} className="text-sm font-medium text-amber-900">
        Não reconhecemos {label}: em que classe ele entra?
      </label>
      <div className="flex flex-wrap gap-2">
        <CategorySelect
          id={id}
          value={category}
          invalid={Boolean(error)}
          describedBy={error ? `${id}-erro` : undefined}
          onChange={setCategory}
          className="h-10 min-w-0 flex-1 basis-40"
        />
        <Button type="submit" variant="outline" busy={choose.isPending}>
          <Save aria-hidden="true" />
          {choose.isPending ? 'Salvando...' : 'Salvar classe'}
        </Button>
      </div>
      {error && <FieldError id={`${id}-erro`}>{error}</FieldError>}
    </form>
  );
}

function ClassCell({ security }: { security: TPositionSecurity }) {
  if (!security.category) return <ClassQuestion security={security} />;
  return (
    <span className="grid gap-0.5 max-sm:justify-items-end">
      <span className="inline-flex items-center gap-1.5 font-medium">
        <CategorySwatch category={security.category} />
        {security.category}
      </span>
      <span className="text-xs text-muted-foreground max-sm:text-right">
        {security.categoryReason}
      </span>
    </span>
  );
}

function SecurityTitle({ security }: { security: TPositionSecurity }) {
  return (
    <span className="grid gap-0.5">
      <span className="font-semibold">{security.ticker ?? securityName(security)}</span>
      {security.ticker && (
        <span className="text-sm font-normal text-muted-foreground [overflow-wrap:anywhere]">
          {securityName(security)}
        </span>
      )}
      {security.institutions.length === 1 ? (
        <span className="text-xs font-normal text-muted-foreground [overflow-wrap:anywhere]">
          {security.institutions[0]?.institution}
        </span>
      ) : (
        <ul
          aria-label={`Instituições de ${security.ticker ?? securityName(security)}`}
          className="grid gap-0.5 text-xs font-normal text-muted-foreground"
        >
          {security.institutions.map((at) => (
            <li key={at.institution} className="[overflow-wrap:anywhere]">
              {at.institution}: {formatQuantity(at.quantity)} · {formatBRL(at.valueCents)}
            </li>
          ))}
        </ul>
      )}
    </span>
  );
}

/** Each security: ticker and name, quantity, value, average cost, class and why. */
function SecuritiesTable({ securities }: { securities: TPositionSecurity[] }) {
  const cell = cn('py-2.5 pr-3 align-top', STACKED_TABLE.cell);
  const numeric = cn(cell, 'text-right tabular-nums');
  return (
    <table className={cn('w-full text-left text-sm', STACKED_TABLE.table)}>
      <caption className="sr-only">Seus ativos na B3, do maior valor para o menor</caption>
      <thead className={cn('text-muted-foreground', STACKED_TABLE.head)}>
        <tr className="border-b">
          <th scope="col" className="py-2 pr-3 font-medium">
            Ativo
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-medium">
            Quantidade
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-medium">
            Valor
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-medium">
            Custo médio
          </th>
          <th scope="col" className="py-2 font-medium">
            Classe
          </th>
        </tr>
      </thead>
      <tbody className={cn('divide-y max-sm:divide-y-0', STACKED_TABLE.body)}>
        {securities.map((security) => (
          <tr
            key={security.securityKey}
            className={cn(STACKED_TABLE.row, !security.category && 'bg-amber-50/60')}
            data-security={security.ticker ?? security.securityKey}
          >
            <th
              scope="row"
              className={cn('py-2.5 pr-3 text-left align-top font-medium', STACKED_TABLE.title)}
            >
              <SecurityTitle security={security} />
            </th>
            <td data-label="Quantidade" className={numeric}>
              {formatQuantity(security.quantity)}
            </td>
            <td data-label="Valor" className={numeric}>
              {formatBRL(security.valueCents)}
            </td>
            <td data-label="Custo médio" className={numeric}>
              {security.averageCostCents === null ? (
                <span>
                  <span aria-hidden="true">—</span>
                  <span className="sr-only">sem custo médio</span>
                </span>
              ) : (
                formatBRL(security.averageCostCents)
              )}
            </td>
            <td
              data-label="Classe"
              className={cn(
                'py-2.5 align-top',
                STACKED_TABLE.cell,
                // The question takes the card's whole width on a phone.
                !security.category && 'max-sm:block max-sm:before:hidden',
              )}
            >
              <ClassCell security={security} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The class totals: a donut (decorative) beside the list that carries the figures. */
function CategoryTotals({ positions }: { positions: TPositionsOverview }) {
  const slices: DonutSlice[] = positions.byCategory.map((row) => ({
    name: row.category,
    value: row.valueCents,
    label: formatBRL(row.valueCents),
    color: CATEGORY_COLORS[row.category],
  }));
  return (
    <div className="grid grid-cols-1 items-center gap-5 md:grid-cols-[224px_minmax(0,1fr)]">
      <div
        role="img"
        aria-label={`Gráfico de rosca dos ativos da B3 por classe: ${positions.byCategory
          .map((row) => `${row.category} ${formatPercent(row.percent, 0)}`)
          .join(', ')}.`}
        className="relative mx-auto size-56"
        data-testid="grafico-classes-b3"
      >
        <DonutChart slices={slices} />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center text-center"
        >
          <span className="text-xs text-muted-foreground">Total B3</span>
          <span className="text-sm font-semibold">{formatBRL(positions.totalCents)}</span>
        </div>
      </div>
      <ul aria-label="Totais da B3 por classe" className="grid gap-2">
        {positions.byCategory.map((row) => (
          <li
            key={row.category}
            className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 rounded-lg border p-3"
          >
            <span className="flex items-center gap-2 font-medium">
              <CategorySwatch category={row.category} />
              {row.category}
            </span>
            <span className="text-right font-semibold tabular-nums">
              {formatBRL(row.valueCents)}
            </span>
            <span className="col-span-2 text-sm text-muted-foreground">
              {formatPercent(row.percent, 0)} do total na B3
            </span>
          </li>
        ))}
        {positions.unclassifiedCents > 0 && (
          <li className="flex items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50/60 p-3 text-amber-950">
            <span className="font-medium">Sem classe</span>
            <span className="font-semibold tabular-nums">
              {formatBRL(positions.unclassifiedCents)}
            </span>
          </li>
        )}
      </ul>
    </div>
  );
}

/**
 * /carteira's "Seus ativos na B3" (issue #28), shown once a Posição was imported: the totals by
 * class, the day of the Posição, and every security with its class and the reason for it. A
 * security without a class asks for one right in its row.
 */
export function B3PositionsSection() {
  const positions = usePositions();
  const data = positions.data;
  if (!data || data.securities.length === 0) return null;
  const unknown = data.securities.filter((security) => !security.category);
  const fromB3 = data.byCategory.map((row) => row.category);
  const asOf = data.asOf ? formatDate(data.asOf) : null;
  return (
    <SectionCard
      id="ativos-b3"
      icon={Landmark}
      title="Seus ativos na B3"
      description={
        <>
          {asOf ? `Posição B3 de ${asOf}` : 'Posição B3'}: {formatBRL(data.totalCents)} em{' '}
          {countOf(data.securities.length, 'ativo', 'ativos')}.
        </>
      }
      action={
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to="/carteira/proventos">
              <Coins aria-hidden="true" />
              Proventos
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to="/carteira/ir">
              <FileText aria-hidden="true" />
              Resumo para o IR
            </Link>
          </Button>
        </div>
      }
    >
      <div className="grid gap-5">
        {fromB3.length > 0 && (
          <p className="rounded-lg bg-secondary/60 p-3 text-sm" data-testid="origem-b3">
            {joinPt(fromB3)} {fromB3.length === 1 ? 'vem' : 'vêm'} da sua Posição B3
            {asOf ? ` de ${asOf}` : ''} e se atualiza{fromB3.length === 1 ? '' : 'm'} a cada
            importação. As outras classes você continua informando à mão no{' '}
            <Link to="/dashboard#carteira-atual" className="font-semibold text-primary underline">
              quadro Carteira atual do seu painel
            </Link>
            .
          </p>
        )}
        {unknown.length > 0 && (
          <Alert variant="warning">
            <TriangleAlert aria-hidden="true" />
            <AlertTitle>
              {unknown.length === 1
                ? '1 ativo sem classe'
                : `${unknown.length.toLocaleString('pt-BR')} ativos sem classe`}
            </AlertTitle>
            <AlertDescription>
              Diga em que classe {unknown.length === 1 ? 'ele entra' : 'cada um entra'} na lista
              abaixo: o valor passa a contar na sua alocação.
            </AlertDescription>
          </Alert>
        )}
        <CategoryTotals positions={data} />
        <SecuritiesTable securities={data.securities} />
      </div>
    </SectionCard>
  );
}
