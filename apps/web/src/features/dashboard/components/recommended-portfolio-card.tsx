import { Link } from '@/components/link';
import { CircleCheck, TrendingDown, TrendingUp, TriangleAlert } from 'lucide-react';
import {
  ASSET_CLASSES,
  DRIFT_ABSOLUTE_BAND_MIN_TARGET,
  DRIFT_ABSOLUTE_BAND_PP,
  DRIFT_RELATIVE_BAND,
} from '@algoone/domain';
import type { TDashboard } from '@algoone/contracts';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { AllocationClassRow } from '@/components/allocation-class-row';
import {
  BAND_STATUS_LABELS,
  bandStatus,
  formatDriftPp,
  formatShare,
} from '@/lib/allocation-display';

const STATUS_ICONS = { dentro: CircleCheck, acima: TrendingUp, abaixo: TrendingDown } as const;

/**
 * The rule-based portfolio (reading B) for the current profile and net worth, each class with
 * its band status (icon and words, never colour alone), and the out-of-profile alert.
 */
export function RecommendedPortfolioCard({ data }: { data: TDashboard }) {
  const { target, drift, holdings, profileGate } = data;
  return (
    <Card role="region" aria-labelledby="recomendada-titulo">
      <CardHeader className="pb-4 sm:pb-4">
        <CardTitle id="recomendada-titulo">Carteira recomendada</CardTitle>
        <CardDescription>
          {target
            ? `Para o perfil ${target.profile}, prazo ${target.timeHorizon}. ${target.observation}`
            : 'Montada pelas regras do seu perfil de investidor.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!target || !drift ? (
          <Alert variant="warning">
            <TriangleAlert aria-hidden="true" />
            <AlertTitle>Sem recomendação no momento</AlertTitle>
            <AlertDescription>
              <p>{profileGate.message}</p>
              <p>
                <Link to="/perfil" className="font-semibold underline underline-offset-2">
                  Refazer perfil de investidor
                </Link>
              </p>
            </AlertDescription>
          </Alert>
        ) : (
          <>
            {drift.outOfProfile && (
              <Alert variant="warning" data-testid="alerta-fora-do-perfil">
                <TriangleAlert aria-hidden="true" />
                <AlertTitle>Sua carteira está fora do seu perfil</AlertTitle>
                <AlertDescription>
                  <p>
                    {drift.alert ??
                      'Uma ou mais classes estão fora da faixa de tolerância da carteira recomendada.'}
                  </p>
                  <p>
                    <Link
                      to="/carteira#simulador"
                      className="font-semibold underline underline-offset-2"
                    >
                      Simular rebalanceamento
                    </Link>
                  </p>
                </AlertDescription>
              </Alert>
            )}
            <ul className="grid gap-2" aria-label="Classes da carteira recomendada">
              {ASSET_CLASSES.map((assetClass) => {
                const row = drift.rows.find((r) => r.assetClass === assetClass);
                if (!row || (row.targetPercent === 0 && row.currentCents === 0)) return null;
                const status = bandStatus(row);
                const Icon = STATUS_ICONS[status];
                return (
                  <AllocationClassRow
                    key={assetClass}
                    assetClass={assetClass}
                    value={`${row.targetPercent}%`}
                    outOfBand={row.outOfBand}
                  >
                    {holdings.recorded && (
                      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                        <span className="text-muted-foreground">
                          Atual {formatShare(row.currentPercent)} ({formatDriftPp(row.driftPp)})
                        </span>
                        <Badge
                          variant={row.outOfBand ? 'warning' : 'secondary'}
                          className="text-xs"
                        >
                          <Icon aria-hidden="true" />
                          {BAND_STATUS_LABELS[status]}
                        </Badge>
                      </div>
                    )}
                    {target.justifications[assetClass] && (
                      <p className="text-sm text-muted-foreground">
                        {target.justifications[assetClass]}
                      </p>
                    )}
                  </AllocationClassRow>
                );
              })}
            </ul>
            {target.notes.length > 0 && (
              <ul className="grid gap-1 text-sm text-muted-foreground">
                {target.notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            )}
            <p className="text-xs text-muted-foreground">
              Faixa de tolerância: {DRIFT_ABSOLUTE_BAND_PP} p.p. para classes com meta de{' '}
              {DRIFT_ABSOLUTE_BAND_MIN_TARGET}% ou mais; abaixo disso, {DRIFT_RELATIVE_BAND * 100}%
              da própria meta.
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
