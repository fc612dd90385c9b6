import type { TGoal, TGoalProjectionBasis } from '@algoone/contracts';
import { formatBRL } from '@/lib/format';
import { annualReturnText, chartSummary, reachedText } from '../lib/goal-text';
import ProjectionChart from './projection-chart';

/**
 * The projection with the profile's expected return: when the goal is reached at the current
 * margin, the contribution reaching it by the deadline, the no-return figure (docs/product.md §9)
 * beside it; then the chart, described in words for screen readers.
 */
export function GoalProjection({
  goal,
  basis,
  now,
}: {
  goal: TGoal;
  basis: TGoalProjectionBasis;
  now: Date;
}) {
  const { projection, evaluation } = goal;
  const headingId = `objetivo-${goal.id}-projecao`;
  return (
    <section aria-labelledby={headingId} className="grid gap-3 border-t pt-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h4 id={headingId} className="text-sm font-semibold">
          Projeção
        </h4>
        <p className="text-xs text-muted-foreground">
          Estimativa com {annualReturnText(basis)} (perfil {basis.profile})
        </p>
      </div>
      <p className="text-sm">{reachedText(goal, now)}</p>
      {!evaluation.reached && (
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          <div className="rounded-md bg-secondary/60 p-3">
            <dt className="text-muted-foreground">Para chegar no prazo, com rendimento</dt>
            <dd className="mt-1 font-semibold tabular-nums">
              {formatBRL(projection.contributionNeededWithReturnCents)} por mês
            </dd>
          </div>
          <div className="rounded-md bg-muted/70 p-3">
            <dt className="text-muted-foreground">Sem rendimento (conta simples)</dt>
            <dd className="mt-1 font-semibold tabular-nums">
              {formatBRL(projection.contributionNeededWithoutReturnCents)} por mês
            </dd>
          </div>
        </dl>
      )}
      <figure className="grid gap-1">
        <div aria-hidden="true">
          <ProjectionChart goal={goal} />
        </div>
        <figcaption className="sr-only">{chartSummary(goal, basis)}</figcaption>
      </figure>
    </section>
  );
}
