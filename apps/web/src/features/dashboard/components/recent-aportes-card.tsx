import { Link } from '@/components/link';
import type { TDashboard } from '@algoone/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatBRL, formatDate } from '@/lib/format';

/** The latest aportes from the aggregate, with the year's count and sum. */
export function RecentAportesCard({
  contributions,
}: {
  contributions: TDashboard['contributions'];
}) {
  return (
    <Card role="region" aria-labelledby="aportes-recentes-titulo">
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle id="aportes-recentes-titulo">Aportes recentes</CardTitle>
        <CardDescription>
          {contributions.yearToDateCount === 0
            ? 'Nenhum aporte neste ano.'
            : `${contributions.yearToDateCount} ${contributions.yearToDateCount === 1 ? 'aporte' : 'aportes'} neste ano, somando ${formatBRL(contributions.yearToDateCents)}.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {contributions.recent.length > 0 && (
          <ul className="grid divide-y rounded-lg border">
            {contributions.recent.map((aporte) => (
              <li key={aporte.id} className="flex items-center justify-between gap-3 px-3 py-2.5">
                <span className="grid">
                  <span className="text-sm font-medium">{aporte.category}</span>
                  <span className="text-xs text-muted-foreground">
                    {formatDate(aporte.date)} · {aporte.brokerName}
                    {aporte.source === 'b3' && ' · B3'}
                  </span>
                </span>
                <span className="text-sm font-semibold whitespace-nowrap tabular-nums">
                  {formatBRL(aporte.amountCents)}
                </span>
              </li>
            ))}
          </ul>
        )}
        <Link
          to="/carteira#aportes"
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Ver todos os aportes
        </Link>
      </CardContent>
    </Card>
  );
}
