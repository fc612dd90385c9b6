import { Link } from '@/components/link';
import { Download, Scale } from 'lucide-react';
import type { TIrSummary } from '@algoone/contracts';
import { PageError, PageStatus } from '@/components/page-status';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/document-title';
import { errorMessage } from '@/lib/form-errors';
import { formatBRL, formatDate } from '@/lib/format';
import { STACKED_TABLE } from '@/lib/stacked-table';
import { cn } from '@/lib/utils';
import { irSummaryFileUrl, useIrSummary } from '../api/get-ir-summary';
import { formatQuantity } from '../lib/display';
import { Figure, PositionsPageFrame } from './positions-page-frame';
import { useYearParam, YearSelect } from './year-select';

type Row = TIrSummary['rows'][number];

const money = (cents: number | null) => (cents === null ? '—' : formatBRL(cents));

function SummaryTable({ summary }: { summary: TIrSummary }) {
  const cell = cn('py-2.5 pr-3 align-top', STACKED_TABLE.cell);
  // Figures and CNPJs stay on one line in the table (a phone's cards wrap them as they need).
  const numeric = cn(cell, 'text-right whitespace-nowrap tabular-nums');
  const endOfYear = `31/12/${summary.year}`;
  const columns: { header: string; numeric?: boolean; value: (row: Row) => string }[] = [
    { header: 'CNPJ', value: (row) => row.issuerCnpj ?? '—' },
    {
      header: `Quantidade em ${endOfYear}`,
      numeric: true,
      value: (row) => formatQuantity(row.quantity),
    },
    { header: 'Custo médio', numeric: true, value: (row) => money(row.averageCostCents) },
    {
      header: `Situação em ${endOfYear}`,
      numeric: true,
      value: (row) => money(row.totalCostCents),
    },
    { header: 'Proventos isentos', numeric: true, value: (row) => formatBRL(row.exemptCents) },
    { header: 'JCP', numeric: true, value: (row) => formatBRL(row.jcpCents) },
  ];
  return (
    <table className={cn('w-full text-left text-sm', STACKED_TABLE.table)}>
      <caption className="sr-only">
        Resumo para o IR de {summary.year}, por ativo, com os totais no fim
      </caption>
      <thead className={cn('text-muted-foreground', STACKED_TABLE.head)}>
        <tr className="border-b">
          <th scope="col" className="py-2 pr-3 font-medium">
            Ativo
          </th>
          {columns.map((column) => (
            <th
              key={column.header}
              scope="col"
              className={cn('py-2 pr-3 font-medium', column.numeric && 'text-right')}
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={cn('divide-y max-sm:divide-y-0', STACKED_TABLE.body)}>
        {summary.rows.map((row) => (
          <tr key={row.ticker} className={STACKED_TABLE.row} data-ticker={row.ticker}>
            <th
              scope="row"
              className={cn('py-2.5 pr-3 text-left align-top font-medium', STACKED_TABLE.title)}
            >
              <span className="grid gap-0.5">
                <span className="font-semibold">{row.ticker}</span>
                <span className="font-normal text-muted-foreground [overflow-wrap:anywhere]">
                  {row.name}
                </span>
                {row.note && <span className="text-xs font-normal text-amber-800">{row.note}</span>}
              </span>
            </th>
            {columns.map((column) => (
              <td
                key={column.header}
                data-label={column.header}
                className={column.numeric ? numeric : cn(cell, 'whitespace-nowrap')}
              >
                {column.value(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * /carteira/ir (issue #28): support for the yearly declaration from the imported files — each
 * security's quantity and average cost on 31/12, the "Situação em 31/12" (acquisition cost), the
 * exempt proventos and the JCP — with the disclaimer first, and the CSV and PDF of the same.
 */
export function IrSummaryPage() {
  useDocumentTitle('Resumo para o IR');
  const [year, setYear] = useYearParam();
  const summary = useIrSummary(year);
  const lead =
    'O que os arquivos da B3 que você importou dizem para a declaração anual: posição em 31/12 com custo médio e CNPJ, e os proventos do ano.';

  if (summary.isPending) return <PageStatus>Carregando o resumo para o IR...</PageStatus>;
  if (summary.isError) {
    return (
      <PageError
        title="Não foi possível carregar o resumo para o IR"
        onRetry={() => void summary.refetch()}
      >
        {errorMessage(summary.error)}
      </PageError>
    );
  }
  const data = summary.data;
  const fileYear = data.year;

  return (
    <PositionsPageFrame title="Resumo para o IR" lead={lead}>
      <Alert variant="warning" data-testid="aviso-ir">
        <Scale aria-hidden="true" />
        {/* The server's sentence ("Apoio para a sua declaração, não é orientação tributária: …"). */}
        <AlertTitle className="leading-snug">{data.disclaimer}</AlertTitle>
      </Alert>

      <div className="flex flex-wrap items-end justify-between gap-4">
        <YearSelect years={data.years} value={year ?? fileYear} onChange={setYear} />
        <div className="flex w-full flex-wrap gap-2 sm:w-auto">
          <Button asChild variant="outline" className="flex-1 sm:flex-none">
            <a href={irSummaryFileUrl('csv', fileYear)} download>
              <Download aria-hidden="true" />
              Baixar CSV
            </a>
          </Button>
          <Button asChild variant="outline" className="flex-1 sm:flex-none">
            <a href={irSummaryFileUrl('pdf', fileYear)} download>
              <Download aria-hidden="true" />
              Baixar PDF
            </a>
          </Button>
        </div>
      </div>
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {summary.isPlaceholderData
          ? 'Carregando o ano escolhido...'
          : data.positionsAsOf
            ? `Ano-calendário ${fileYear}. Sem negociações importadas, as quantidades vêm da sua Posição B3 de ${formatDate(data.positionsAsOf)}.`
            : `Ano-calendário ${fileYear}. Quantidades e custo médio calculados pelas negociações importadas até 31/12/${fileYear}.`}
      </p>

      <dl className="grid gap-3 sm:grid-cols-3" aria-label={`Totais de ${fileYear}`}>
        <Figure
          label={`Situação em 31/12/${fileYear}`}
          value={formatBRL(data.totals.totalCostCents)}
          hint="Custo de aquisição, não o valor de mercado"
        />
        <Figure
          label="Rendimentos isentos"
          value={formatBRL(data.totals.exemptCents)}
          hint="Dividendos e rendimentos de FII"
        />
        <Figure
          label="Tributação exclusiva"
          value={formatBRL(data.totals.exclusiveCents)}
          hint="JCP"
        />
      </dl>

      <Card role="region" aria-labelledby="ir-ativos-titulo">
        <CardHeader>
          <CardTitle id="ir-ativos-titulo">Bens e direitos e rendimentos, por ativo</CardTitle>
          <CardDescription>
            Cada ativo que você tinha em 31/12/{fileYear} ou que pagou proventos no ano.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {data.rows.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              Nada para {fileYear} ainda. Em{' '}
              <Link to="/carteira" className="font-semibold text-primary underline">
                Minha Carteira
              </Link>
              , importe a Negociação e a Movimentação da B3 do ano.
            </p>
          ) : (
            // Seven columns: between a phone (cards) and a wide screen the table may scroll.
            <div className="overflow-x-auto">
              <SummaryTable summary={data} />
            </div>
          )}
        </CardContent>
      </Card>
    </PositionsPageFrame>
  );
}
