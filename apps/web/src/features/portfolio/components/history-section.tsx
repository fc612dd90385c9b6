import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import type { TNetWorthSnapshot } from '@algoone/contracts';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { formatBRL, formatDate, formatDateTime } from '@/lib/format';
import { useDeleteNetWorthSnapshot } from '../api/delete-net-worth-snapshot';
import { historyDescription, historyPoints } from '../lib/history';
import NetWorthLineChart from './net-worth-line-chart';

/** "R$ 52.500,00 de 20/11/2026 14:30", how a record is named in buttons and the dialog. */
function describeSnapshot(snapshot: TNetWorthSnapshot): string {
  return `${formatBRL(snapshot.amountCents)} de ${formatDateTime(snapshot.recordedAt)}`;
}

/** Asks before removing a record; nothing is deleted until "Excluir registro" is confirmed. */
function DeleteSnapshotDialog({
  snapshot,
  isLatest,
  onClose,
}: {
  snapshot: TNetWorthSnapshot | null;
  /** The latest record is the current net worth: removing it brings back the one before. */
  isLatest: boolean;
  onClose: () => void;
}) {
  const remove = useDeleteNetWorthSnapshot();
  return (
    <ConfirmDeleteDialog
      open={snapshot !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Excluir este registro de patrimônio?"
      description={
        <>
          {snapshot && `O registro de ${describeSnapshot(snapshot)} sai do histórico e do gráfico`}
          {isLatest ? ', e o seu patrimônio atual passa a ser o registro anterior.' : '.'} O
          rendimento do ano é recalculado sem ele.
        </>
      }
      confirmLabel="Excluir registro"
      pending={remove.isPending}
      onConfirm={async () => {
        if (snapshot) await remove.mutateAsync(snapshot.id);
      }}
      success={{
        title: 'Registro excluído',
        description: 'O histórico do patrimônio foi atualizado.',
      }}
      failureTitle="Não foi possível excluir o registro"
    />
  );
}

/**
 * Net worth over time: a line chart of the snapshots and, on request, the records themselves,
 * where a mistaken one can be deleted.
 */
export function HistorySection({ history }: { history: readonly TNetWorthSnapshot[] }) {
  const [deleting, setDeleting] = useState<TNetWorthSnapshot | null>(null);
  const newestFirst = [...history].reverse();
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
              <NetWorthLineChart points={points} />
            </div>
            {points.length === 1 && (
              <p className="text-sm text-muted-foreground">
                Com um registro só, ainda não há uma linha: atualize o patrimônio de tempos em
                tempos para acompanhar a evolução.
              </p>
            )}
            <details className="rounded-lg border px-3 py-3 sm:px-4">
              <summary className="cursor-pointer text-sm font-medium">
                Ver os registros (e excluir um valor errado)
              </summary>
              <div className="mt-3 max-h-72 overflow-y-auto">
                <Table scrollLabel="Tabela dos registros do patrimônio">
                  <caption className="sr-only">
                    Registros do patrimônio, do mais recente ao mais antigo
                  </caption>
                  <TableHeader>
                    <TableRow>
                      <TableHead scope="col">Data</TableHead>
                      <TableHead scope="col" className="text-right">
                        Patrimônio
                      </TableHead>
                      <TableHead scope="col" className="px-1 text-right sm:px-3">
                        <span className="sr-only">Ações</span>
                      </TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {newestFirst.map((snapshot) => (
                      <TableRow key={snapshot.id}>
                        <TableCell className="whitespace-normal max-sm:px-2">
                          {formatDateTime(snapshot.recordedAt)}
                        </TableCell>
                        {/* A large amount wraps after "R$" on a narrow phone. */}
                        <TableCell className="text-right tabular-nums max-sm:px-2 max-sm:whitespace-normal">
                          {formatBRL(snapshot.amountCents)}
                        </TableCell>
                        <TableCell className="px-1 text-right sm:px-3">
                          <Button
                            type="button"
                            variant="ghost"
                            size="sm"
                            className="text-destructive hover:text-destructive"
                            onClick={() => setDeleting(snapshot)}
                            aria-label={`Excluir registro de ${describeSnapshot(snapshot)}`}
                          >
                            <Trash2 aria-hidden="true" />
                            <span className="hidden sm:inline">Excluir</span>
                          </Button>
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
      <DeleteSnapshotDialog
        snapshot={deleting}
        isLatest={deleting !== null && deleting.id === newestFirst[0]?.id}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
}
