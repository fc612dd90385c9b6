import { lazy, Suspense } from 'react';
import type { TNetWorthSnapshot } from '@algoone/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { formatBRL, formatDate, formatDateTime } from '@/lib/format';
import { historyDescription, historyPoints } from '../lib/history';

const NetWorthLineChart = lazy(() => import('./net-worth-line-chart'));

/** Net worth over time: a line chart of the snapshots, with the numbers on request. */
export function HistorySection({ history }: { history: readonly TNetWorthSnapshot[] }) {
  const points = historyPoints(history);
  const description = historyDescription(points, (at) => formatDate(new Date(at)));
  return (
    <Card role="region" aria-labelledby="historico-titulo">
      <CardHeader className="pb-4 sm:pb-4">
        <CardTitle id="historico-titulo">Evolução do patrimônio</CardTitle>
        <CardDescription>
          Cada atualização do patrimônio total vira um ponto do gráfico.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        {points.length === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
            Nenhum registro de patrimônio ainda. Atualize seu patrimônio no painel para começar o
            histórico.
          </p>
        ) : (
          <>
            <div role="img" aria-label={description} data-testid="grafico-historico">
              <Suspense fallback={<Skeleton className="h-[280px] w-full" />}>
                <NetWorthLineChart points={points} />
              </Suspense>
            </div>
            {points.length === 1 && (
              <p className="text-sm text-muted-foreground">
                Com um registro só, ainda não há uma linha: atualize o patrimônio de tempos em
                tempos para acompanhar a evolução.
              </p>
            )}
            <details className="rounded-lg border px-4 py-3">
              <summary className="cursor-pointer text-sm font-medium">
                Ver os valores do gráfico
              </summary>
              <div className="mt-3 max-h-72 overflow-y-auto">
                <Table>
                  <caption className="sr-only">
                    Registros do patrimônio, do mais recente ao mais antigo
                  </caption>
                  <TableHeader>
                    <TableRow>
                      <TableHead scope="col">Data</TableHead>
                      <TableHead scope="col" className="text-right">
                        Patrimônio
                      </TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {[...history].reverse().map((snapshot) => (
                      <TableRow key={snapshot.id}>
                        <TableCell>{formatDateTime(snapshot.recordedAt)}</TableCell>
                        <TableCell className="text-right tabular-nums">
                          {formatBRL(snapshot.amountCents)}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
            </details>
          </>
        )}
      </CardContent>
    </Card>
  );
}
