import { lazy, Suspense } from 'react';
import { ASSET_CLASSES } from '@algoone/domain';
import type { TRecommendedPortfolio } from '@algoone/contracts';
import { AllocationClassRow } from '@/components/allocation-class-row';
import type { DonutSlice } from '@/components/charts/donut-chart';
import { ASSET_CLASS_COLORS } from '@/lib/allocation-display';

const AllocationDonut = lazy(() => import('@/components/charts/donut-chart'));

/** Warms the chart's chunk (e.g. from step 4) so step 5 shows it at once. */
export function preloadAllocationChart(): void {
  void import('@/components/charts/donut-chart');
}

/**
 * The recommended allocation: a donut with the profile in the middle, and beside it the list
 * of classes with their percentage and one justification each — the chart's text alternative.
 */
export function AllocationBreakdown({
  recommendation,
  headingId,
}: {
  recommendation: TRecommendedPortfolio;
  /** The heading that names the list. */
  headingId: string;
}) {
  const rows = ASSET_CLASSES.filter((assetClass) => recommendation.allocation[assetClass] > 0);
  const slices: DonutSlice[] = rows.map((assetClass) => ({
    name: assetClass,
    value: recommendation.allocation[assetClass],
    label: `${recommendation.allocation[assetClass]}%`,
    color: ASSET_CLASS_COLORS[assetClass],
  }));

  return (
    <div className="grid items-start gap-6 md:grid-cols-[224px_minmax(0,1fr)] md:gap-8">
      <div
        role="img"
        aria-label={`Gráfico de rosca da carteira recomendada: ${slices
          .map((slice) => `${slice.name} ${slice.label}`)
          .join(', ')}.`}
        className="relative mx-auto size-56"
      >
        <Suspense fallback={<div className="size-56 animate-pulse rounded-full bg-muted" />}>
          <AllocationDonut slices={slices} />
        </Suspense>
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center text-center"
        >
          <span className="text-xs text-muted-foreground">Perfil</span>
          <span className="text-base font-semibold">{recommendation.profile}</span>
          <span className="text-xs text-muted-foreground">Prazo {recommendation.timeHorizon}</span>
        </div>
      </div>
      <ul aria-labelledby={headingId} className="grid gap-3">
        {rows.map((assetClass) => (
          <AllocationClassRow
            key={assetClass}
            assetClass={assetClass}
            value={`${recommendation.allocation[assetClass]}%`}
            barPercent={recommendation.allocation[assetClass]}
          >
            {recommendation.justifications[assetClass] && (
              <p className="mt-0.5 text-sm text-muted-foreground">
                {recommendation.justifications[assetClass]}
              </p>
            )}
          </AllocationClassRow>
        ))}
      </ul>
    </div>
  );
}
