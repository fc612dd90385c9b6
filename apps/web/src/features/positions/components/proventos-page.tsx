import { Link } from '@/components/link';
import { PageError, PageStatus } from '@/components/page-status';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/document-title';
import { errorMessage } from '@/lib/form-errors';
import { formatBRL } from '@/lib/format';
import { STACKED_TABLE } from '@/lib/stacked-table';
import { cn } from '@/lib/utils';
import { useProventos } from '../api/get-proventos';
import { Figure, PositionsPageFrame } from './positions-page-frame';
import { ProventosChart } from './proventos-chart';
import { useYearParam, YearSelect } from './year-select';

const LEAD =
  'Dividendos, juros sobre capital próprio (JCP) e rendimentos de FII creditados pela B3, lidos dos arquivos de Movimentação que você importou.';

/**
 * /carteira/proventos (issue #28): a year's proventos by month (stacked by kind), by security,
 * and the year's totals as the IR splits them — exempt, and exclusive taxation.
 */
export function ProventosPage() {
  useDocumentTitle('Proventos');
  const [year, setYear] = useYearParam();
  const proventos = useProventos(year);

  if (proventos.isPending) return <PageStatus>Carregando seus proventos...</PageStatus>;
  if (proventos.isError) {
    return (
      <PageError
        title="Não foi possível carregar seus proventos"
        onRetry={() => void proventos.refetch()}
      >
        {errorMessage(proventos.error)}
      </PageError>
    );
  }
  const data = proventos.data;

  if (data.year === null) {
    return (
      <PositionsPageFrame title="Proventos" lead={LEAD}>
        <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">
          Nenhum provento importado ainda. Em{' '}
          <Link to="/carteira" className="font-semibold text-primary underline">
            Minha Carteira
          </Link>
          , use “Importar da B3” com o arquivo de Movimentação da Área do Investidor.
        </p>
      </PositionsPageFrame>
    );
  }
  const shownYear = data.year;

  return (
    <PositionsPageFrame title="Proventos" lead={LEAD}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <YearSelect years={data.years} value={year ?? shownYear} onChange={setYear} />
        <p aria-live="polite" className="text-sm text-muted-foreground">
          {proventos.isPlaceholderData ? 'Carregando o ano escolhido...' : `Ano de ${shownYear}.`}
        </p>
      </div>

      <dl className="grid gap-3 sm:grid-cols-3" aria-label={`Totais de ${shownYear}`}>
        <Figure label={`Total em ${shownYear}`} value={formatBRL(data.totals.totalCents)} />
        <Figure
          label="Isentos"
          value={formatBRL(data.totals.exemptCents)}
          hint="Dividendos e rendimentos de FII"
        />
        <Figure
          label="Tributação exclusiva"
          value={formatBRL(data.totals.exclusiveCents)}
          hint="JCP (o imposto já vem retido na fonte)"
        />
      </dl>

      <Card role="region" aria-labelledby="proventos-mes-titulo">
        <CardHeader>
          <CardTitle id="proventos-mes-titulo">Por mês</CardTitle>
          <CardDescription>
            Cada barra soma dividendos, JCP e rendimentos de FII do mês.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ProventosChart year={shownYear} rows={data.byMonth} />
        </CardContent>
      </Card>

      <Card role="region" aria-labelledby="proventos-ativo-titulo">
        <CardHeader>
          <CardTitle id="proventos-ativo-titulo">Por ativo</CardTitle>
          <CardDescription>
            Do ativo que mais pagou para o que menos pagou em {shownYear}.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {data.bySecurity.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nenhum provento em {shownYear}.</p>
          ) : (
            <table className={cn('w-full text-left text-sm', STACKED_TABLE.table)}>
              <caption className="sr-only">Proventos de {shownYear} por ativo</caption>
              <thead className={cn('text-muted-foreground', STACKED_TABLE.head)}>
                <tr className="border-b">
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Ativo
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    Total no ano
                  </th>
                </tr>
              </thead>
              <tbody className={cn('divide-y max-sm:divide-y-0', STACKED_TABLE.body)}>
                {data.bySecurity.map((row) => (
                  <tr key={row.product} className={STACKED_TABLE.row}>
                    <th
                      scope="row"
                      className={cn('py-2.5 pr-3 text-left font-medium', STACKED_TABLE.title)}
                    >
                      <span className="grid gap-0.5">
                        <span className="font-semibold">{row.ticker ?? row.product}</span>
                        {row.ticker && (
                          <span className="font-normal text-muted-foreground [overflow-wrap:anywhere]">
                            {row.product.replace(`${row.ticker} - `, '')}
                          </span>
                        )}
                      </span>
                    </th>
                    <td
                      data-label="Total no ano"
                      className={cn('py-2.5 text-right tabular-nums', STACKED_TABLE.cell)}
                    >
                      {formatBRL(row.totalCents)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </CardContent>
      </Card>
    </PositionsPageFrame>
  );
}
