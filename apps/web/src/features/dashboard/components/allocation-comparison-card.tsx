import { lazy } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import type { TDashboard } from '@algoone/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { comparisonDescription, comparisonRows } from '../lib/allocation-rows';
import { ChartOnScreen } from '@/components/charts/chart-on-screen';

const AllocationBarsChart = lazy(() => import('./allocation-bars-chart'));

/** Current against recommended, as bars, with the way to /carteira. */
export function AllocationComparisonCard({ data }: { data: TDashboard }) {
  const { drift, holdings } = data;
  const rows = drift ? comparisonRows(drift) : [];
  return (
    <Card role="region" aria-labelledby="comparacao-titulo">
      <CardHeader className="pb-2 sm:pb-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="grid gap-1.5">
            <CardTitle id="comparacao-titulo">Carteira atual x recomendada</CardTitle>
            <CardDescription>Participação de cada classe, em % do total.</CardDescription>
          </div>
          <Button asChild variant="outline" size="sm">
            <Link to="/carteira">
              Ver minha carteira
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        {!drift ? (
          <p className="text-sm text-muted-foreground">
            {data.profileGate.message ??
              'A comparação aparece quando houver uma carteira recomendada.'}
          </p>
        ) : !holdings.recorded ? (
          <p className="text-sm text-muted-foreground">
            Registre sua carteira atual (abaixo) para compará-la com a recomendada.
          </p>
        ) : (
          <div role="img" aria-label={comparisonDescription(rows)} data-testid="grafico-comparacao">
            <ChartOnScreen fallback={<Skeleton className="h-72 w-full" />}>
              <AllocationBarsChart rows={rows} />
            </ChartOnScreen>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
