import { Link } from '@/components/link';
import { Lightbulb } from 'lucide-react';
import { ASSET_CLASSES, ASSET_CLASS_ROLE_BY_PROFILE } from '@algoone/domain';
import type { TPortfolioOverview } from '@algoone/contracts';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { AllocationClassRow } from '@/components/allocation-class-row';

/**
 * "Entenda sua carteira recomendada": the investor's profile and, for each class, the role it
 * plays for that profile — the classes in the portfolio first, then those left out and why.
 */
export function UnderstandRecommended({ overview }: { overview: TPortfolioOverview }) {
  const { target, riskProfile } = overview;
  return (
    <Card role="region" aria-labelledby="entenda-titulo" id="entenda">
      <CardHeader className="pb-4 sm:pb-4">
        <CardTitle id="entenda-titulo" className="flex items-center gap-2">
          <Lightbulb className="size-5 text-primary" aria-hidden="true" />
          Entenda sua carteira recomendada
        </CardTitle>
        <CardDescription>
          Cada classe de ativo tem um papel estratégico na sua carteira.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        {!target ? (
          <p className="text-sm text-muted-foreground">
            {overview.profileGate.message}{' '}
            <Link to="/perfil" className="font-semibold text-primary underline">
              Ir para o perfil
            </Link>
          </p>
        ) : (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="secondary">Perfil {riskProfile ?? target.profile}</Badge>
              <Badge variant="outline">Prazo {target.timeHorizon}</Badge>
            </div>
            <p className="text-sm leading-relaxed">{target.observation}</p>
            <ul className="grid gap-3 md:grid-cols-2">
              {ASSET_CLASSES.filter((assetClass) => target.allocation[assetClass] > 0).map(
                (assetClass) => (
                  <AllocationClassRow
                    key={assetClass}
                    assetClass={assetClass}
                    value={`${target.allocation[assetClass]}%`}
                    titleAs="h3"
                    className="p-4"
                  >
                    <p className="text-sm leading-relaxed">
                      {target.roles[assetClass] ??
                        ASSET_CLASS_ROLE_BY_PROFILE[target.profile][assetClass]}
                    </p>
                    {target.justifications[assetClass] && (
                      <p className="text-sm leading-relaxed text-muted-foreground">
                        {target.justifications[assetClass]}
                      </p>
                    )}
                  </AllocationClassRow>
                ),
              )}
            </ul>
            {ASSET_CLASSES.some((assetClass) => target.allocation[assetClass] === 0) && (
              <div className="grid gap-2 rounded-lg bg-muted/50 p-4">
                <h3 className="text-sm font-semibold">Fora da sua carteira agora</h3>
                <ul className="grid gap-1.5 text-sm text-muted-foreground">
                  {ASSET_CLASSES.filter((assetClass) => target.allocation[assetClass] === 0).map(
                    (assetClass) => (
                      <li key={assetClass}>
                        <span className="font-medium text-foreground">{assetClass}:</span>{' '}
                        {target.roles[assetClass] ??
                          ASSET_CLASS_ROLE_BY_PROFILE[target.profile][assetClass]}
                      </li>
                    ),
                  )}
                </ul>
              </div>
            )}
            {target.notes.length > 0 && (
              <ul className="grid gap-1 text-sm text-muted-foreground">
                {target.notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
