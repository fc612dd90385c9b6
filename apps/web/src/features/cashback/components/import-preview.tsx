import type { TImportPreview } from '@algoone/contracts';
import { StackedTable } from '@/components/stacked-table';
import { Button } from '@/components/ui/button';
import { formatBRL } from '@/lib/format';
import { formatMonth } from '../lib/cashback-text';

type SampleLine = TImportPreview['sample'][number];

/**
 * What checking a broker's file found, before anything is written: the counts, the lines with
 * errors and why, the first lines to create, and the buttons to confirm or cancel.
 */
export function ImportPreview({
  fileName,
  preview,
  committing,
  onCommit,
  onCancel,
}: {
  fileName: string | undefined;
  preview: TImportPreview;
  committing: boolean;
  onCommit: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-4" aria-live="polite">
      <h3 className="font-semibold">Conferência de {fileName}</h3>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          ['Linhas', preview.lineCount],
          ['A criar', preview.toCreate],
          ['Já registradas', preview.duplicates.length],
          ['Com erro', preview.rejected.length],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl border p-3">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-xl font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm">
        A criar: {formatBRL(preview.totals.receivedCents)} recebidos das corretoras,{' '}
        {formatBRL(preview.totals.passedOnCents)} repassados aos investidores.
      </p>
      {preview.rejected.length > 0 && (
        <div className="rounded-xl border border-destructive/40 p-4">
          <h4 className="text-sm font-semibold text-destructive">
            Linhas com erro (não serão importadas)
          </h4>
          <ul className="mt-2 grid max-h-64 gap-1 overflow-y-auto text-sm">
            {preview.rejected.slice(0, 200).map((row) => (
              <li key={row.line}>
                <span className="font-medium">Linha {row.line}:</span> {row.reasons.join(' ')}
              </li>
            ))}
          </ul>
        </div>
      )}
      {preview.sample.length > 0 && (
        <StackedTable<SampleLine>
          compact
          caption="Primeiras linhas a criar"
          rows={preview.sample}
          rowKey={(line) => String(line.line)}
          title={{
            header: 'Linha',
            className: 'font-normal',
            cell: (line) => (
              <>
                <span className="sm:hidden">Linha </span>
                {line.line}
              </>
            ),
          }}
          columns={[
            { header: 'Investidor', className: 'wrap-anywhere', cell: (line) => line.email },
            { header: 'Corretora', cell: (line) => line.brokerId },
            { header: 'Mês', cell: (line) => formatMonth(line.referenceMonth) },
            { header: 'Recebido', numeric: true, cell: (line) => formatBRL(line.receivedCents) },
            {
              header: 'Repassado',
              numeric: true,
              cell: (line) => formatBRL(line.passedOnCents),
            },
          ]}
        />
      )}
      <div className="flex flex-wrap gap-3">
        <Button
          type="button"
          className="h-auto min-h-9 shrink py-2 whitespace-normal"
          onClick={onCommit}
          disabled={committing || preview.toCreate === 0}
        >
          {committing
            ? 'Importando...'
            : `Confirmar importação de ${preview.toCreate} ${preview.toCreate === 1 ? 'lançamento' : 'lançamentos'}`}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </div>
  );
}
