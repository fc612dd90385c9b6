import { Link } from '@/components/link';
import { CircleCheck, TrendingDown, TrendingUp, TriangleAlert } from 'lucide-react';
import type { TPortfolioOverview } from '@algoone/contracts';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { AllocationClassRow, AssetClassSwatch } from '@/components/allocation-class-row';
import {
  ASSET_CLASS_COLORS,
  BAND_STATUS_LABELS,
  bandStatus,
  formatDriftPp,
  formatShare,
} from '@/lib/allocation-display';
import { formatBRL, formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';
import AllocationDonutChart, { type DonutSlice } from '@/components/charts/donut-chart';

const STATUS_ICONS = { dentro: CircleCheck, acima: TrendingUp, abaixo: TrendingDown } as const;

/** The current allocation: a donut and, beside it, the table by class against the target. */
export function AllocationSection({ overview }: { overview: TPortfolioOverview }) {
  const { holdings, drift, target } = overview;
  const rows = holdings.byAssetClass.filter(
    (row) => row.amountCents > 0 || (target?.allocation[row.assetClass] ?? 0) > 0,
  );
  const slices: DonutSlice[] = holdings.byAssetClass
    .filter((row) => row.amountCents > 0)
    .map((row) => ({
      name: row.assetClass,
      value: row.amountCents,
      label: formatBRL(row.amountCents),
      color: ASSET_CLASS_COLORS[row.assetClass],
    }));

  return (
    <Card role="region" aria-labelledby="alocacao-titulo">
      <CardHeader className="pb-4 sm:pb-4">
        <CardTitle id="alocacao-titulo">Alocação atual</CardTitle>
        <CardDescription>
          {holdings.recorded
            ? `Como seus ${formatBRL(holdings.totalCents)} estão distribuídos${
                holdings.updatedAt ? ` (atualizado em ${formatDateTime(holdings.updatedAt)})` : ''
              }. FIIs contam como Ações Brasil.`
            : 'Sua carteira atual ainda não foi registrada.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-5">
        {!holdings.recorded ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
            Informe quanto você tem em cada categoria no{' '}
            <Link to="/dashboard#carteira-atual" className="font-semibold text-primary underline">
              quadro Carteira atual do seu painel
            </Link>{' '}
            para ver sua alocação aqui.
          </p>
        ) : (
          <>
            {drift?.outOfProfile && (
              <Alert variant="warning">
                <TriangleAlert aria-hidden="true" />
                <AlertTitle>Sua carteira está fora do seu perfil</AlertTitle>
                <AlertDescription>
                  <p>{drift.alert}</p>
                  <p>
                    <a href="#simulador" className="font-semibold underline underline-offset-2">
                      Simule o próximo aporte
                    </a>{' '}
                    para voltar à carteira recomendada sem vender nada.
                  </p>
                </AlertDescription>
              </Alert>
            )}
            <div className="grid grid-cols-1 items-center gap-6 lg:grid-cols-[224px_minmax(0,1fr)]">
              <div
                role="img"
                aria-label={`Gráfico de rosca da alocação atual: ${slices
                  .map(
                    (slice) =>
                      `${slice.name} ${formatShare((slice.value / holdings.totalCents) * 100)}`,
                  )
                  .join(', ')}.`}
                className="relative mx-auto size-56"
                data-testid="grafico-alocacao"
              >
                <AllocationDonutChart slices={slices} />
                <div
                  aria-hidden="true"
                  className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center text-center"
                >
                  <span className="text-xs text-muted-foreground">Total</span>
                  <span className="text-sm font-semibold">{formatBRL(holdings.totalCents)}</span>
                </div>
              </div>
              <ul
                aria-label="Alocação atual por classe"
                className="grid grid-cols-[minmax(0,1fr)] gap-2 sm:hidden"
              >
                {rows.map((row) => {
                  const classDrift = drift?.rows.find((d) => d.assetClass === row.assetClass);
                  const status = classDrift ? bandStatus(classDrift) : null;
                  const Icon = status ? STATUS_ICONS[status] : null;
                  return (
                    <AllocationClassRow
                      key={row.assetClass}
                      assetClass={row.assetClass}
                      value={formatBRL(row.amountCents)}
                      outOfBand={classDrift?.outOfBand ?? false}
                      className="gap-1 p-3"
                    >
                      <p className="text-sm text-muted-foreground">
                        Atual {formatShare(classDrift?.currentPercent ?? row.percent)}
                        {classDrift &&
                          ` · meta ${classDrift.targetPercent}% · ${formatDriftPp(classDrift.driftPp)}`}
                      </p>
                      {status && Icon && (
                        <p
                          className={cn(
                            'flex items-center gap-1.5 text-sm',
                            classDrift?.outOfBand
                              ? 'font-semibold text-amber-800'
                              : 'text-muted-foreground',
                          )}
                        >
                          <Icon className="size-4" aria-hidden="true" />
                          {BAND_STATUS_LABELS[status]}
                        </p>
                      )}
                    </AllocationClassRow>
                  );
                })}
              </ul>
              <div className="hidden sm:block">
                <Table scrollLabel="Tabela da alocação atual por classe">
                  <caption className="sr-only">
                    Alocação atual por classe, com a meta da carteira recomendada e o desvio
                  </caption>
                  <TableHeader>
                    <TableRow>
                      <TableHead scope="col">Classe</TableHead>
                      <TableHead scope="col" className="text-right">
                        Valor
                      </TableHead>
                      <TableHead scope="col" className="text-right">
                        Atual
                      </TableHead>
                      <TableHead scope="col" className="text-right">
                        Meta
                      </TableHead>
                      <TableHead scope="col" className="text-right">
                        Desvio
                      </TableHead>
                      <TableHead scope="col">Situação</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {rows.map((row) => {
                      const classDrift = drift?.rows.find((d) => d.assetClass === row.assetClass);
                      const status = classDrift ? bandStatus(classDrift) : null;
                      const Icon = status ? STATUS_ICONS[status] : null;
                      return (
                        <TableRow key={row.assetClass}>
                          <TableHead scope="row" className="font-medium text-foreground">
                            <span className="flex items-center gap-2">
                              <AssetClassSwatch assetClass={row.assetClass} />
                              {row.assetClass}
                            </span>
                          </TableHead>
                          <TableCell className="text-right tabular-nums">
                            {formatBRL(row.amountCents)}
                          </TableCell>
                          <TableCell className="text-right tabular-nums">
                            {formatShare(classDrift?.currentPercent ?? row.percent)}
                          </TableCell>
                          <TableCell className="text-right tabular-nums">
                            {classDrift ? `${classDrift.targetPercent}%` : '—'}
                          </TableCell>
                          <TableCell className="text-right tabular-nums">
                            {classDrift ? formatDriftPp(classDrift.driftPp) : '—'}
                          </TableCell>
                          <TableCell>
                            {status && Icon ? (
                              <span
                                className={cn(
                                  'inline-flex items-center gap-1.5 text-sm',
                                  classDrift?.outOfBand
                                    ? 'font-semibold text-amber-800'
                                    : 'text-muted-foreground',
                                )}
                              >
                                <Icon className="size-4" aria-hidden="true" />
                                {BAND_STATUS_LABELS[status]}
                              </span>
                            ) : (
                              '—'
                            )}
                          </TableCell>
                        </TableRow>
                      );
                    })}
                  </TableBody>
                  <TableFooter>
                    <TableRow>
                      <TableHead scope="row" className="text-foreground">
                        Total
                      </TableHead>
                      <TableCell className="text-right tabular-nums">
                        {formatBRL(holdings.totalCents)}
                      </TableCell>
                      <TableCell className="text-right tabular-nums">100,0%</TableCell>
                      <TableCell className="text-right tabular-nums">
                        {target ? '100%' : '—'}
                      </TableCell>
                      <TableCell />
                      <TableCell />
                    </TableRow>
                  </TableFooter>
                </Table>
              </div>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
