import { lazy, Suspense } from 'react';
import { ASSET_CLASSES, type AssetClass } from '@algoone/domain';
import type { TRecommendedPortfolio } from '@algoone/contracts';
import type { DonutSlice } from '@/components/charts/donut-chart';

const AllocationDonut = lazy(() => import('@/components/charts/donut-chart'));

/** Warms the chart's chunk (e.g. from step 4) so step 5 shows it at once. */
export function preloadAllocationChart(): void {
  void import('@/components/charts/donut-chart');
}

/** One colour per class, from the theme's chart palette (shadcn's --color-chart-N). */
export const ASSET_CLASS_COLORS: Readonly<Record<AssetClass, string>> = {
  'Renda Fixa': 'var(--color-chart-1)',
  Multimercado: 'var(--color-chart-2)',
  'Ações Brasil': 'var(--color-chart-3)',
  Internacional: 'var(--color-chart-4)',
  Cripto: 'var(--color-chart-5)',
};

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
          <li key={assetClass} className="rounded-lg border bg-card p-3.5">
            <div className="flex items-center justify-between gap-3">
              <span className="flex items-center gap-2 font-medium">
                <span
                  aria-hidden="true"
                  className="size-3 shrink-0 rounded-[3px]"
                  style={{ background: ASSET_CLASS_COLORS[assetClass] }}
                />
                {assetClass}
              </span>
              <span className="text-lg font-semibold tabular-nums">
                {recommendation.allocation[assetClass]}%
              </span>
            </div>
            <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
              <div
                className="h-full rounded-full"
                style={{
                  width: `${recommendation.allocation[assetClass]}%`,
                  background: ASSET_CLASS_COLORS[assetClass],
                }}
              />
            </div>
            {recommendation.justifications[assetClass] && (
              <p className="mt-2 text-sm text-muted-foreground">
                {recommendation.justifications[assetClass]}
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
