import { Link } from '@/components/link';
import { ArrowRight, Pencil } from 'lucide-react';
import type { TDashboard } from '@algoone/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { comparisonDescription, comparisonRows } from '../lib/allocation-rows';
import AllocationBarsChart from './allocation-bars-chart';

/**
 * Current against recommended, as bars, with the way to /carteira and "Atualizar carteira",
 * which opens the current portfolio's dialog.
 */
export function AllocationComparisonCard({
  data,
  onEditHoldings,
}: {
  data: TDashboard;
  onEditHoldings: () => void;
}) {
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
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" size="sm" onClick={onEditHoldings}>
              <Pencil aria-hidden="true" />
              Atualizar carteira
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link to="/carteira">
                Ver minha carteira
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
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
            Registre sua carteira atual em &ldquo;Atualizar carteira&rdquo; para compará-la com a
            recomendada.
          </p>
        ) : (
          <div role="img" aria-label={comparisonDescription(rows)} data-testid="grafico-comparacao">
            <AllocationBarsChart rows={rows} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
