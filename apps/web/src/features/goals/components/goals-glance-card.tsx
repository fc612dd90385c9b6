import { Link } from '@/components/link';
import { ArrowRight, Goal } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { formatBRL, formatPercent } from '@/lib/format';
import { useGoals } from '../api/list-goals';

/** How many goals the glance lists; the rest are one tap away on /objetivos. */
const GLANCE_GOALS = 3;

/**
 * The dashboard's glance at the investor's goals (docs/product.md §2 "Goals"): overall progress
 * and the latest goals with theirs, linking to /objetivos. Same request as /objetivos, so the
 * two share the cache.
 */
export function GoalsGlanceCard() {
  const goals = useGoals();
  return (
    <section
      aria-labelledby="objetivos-painel-titulo"
      className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-xs"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="objetivos-painel-titulo" className="flex items-center gap-2 font-semibold">
          <Goal className="size-4 text-primary" aria-hidden="true" />
          Seus objetivos
        </h2>
        <Link
          to="/objetivos"
          className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {goals.data && goals.data.summary.goalsTotal === 0 ? 'Criar objetivo' : 'Ver objetivos'}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      {goals.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : !goals.data ? (
        <p className="text-sm text-muted-foreground">
          Não foi possível carregar seus objetivos agora.
        </p>
      ) : goals.data.summary.goalsTotal === 0 ? (
        <p className="text-sm text-muted-foreground">
          Viagem, reserva de emergência, aposentadoria: diga o quanto e até quando, e calculamos
          quanto aportar por mês.
        </p>
      ) : (
        <>
          <p className="text-sm">
            <span className="text-2xl font-bold tracking-tight tabular-nums">
              {formatPercent(goals.data.summary.overallProgressPercent)}
            </span>{' '}
            <span className="text-muted-foreground">
              de {formatBRL(goals.data.summary.totalTargetCents)} acumulado
              {goals.data.summary.goalsNearDeadline > 0 &&
                ` · ${goals.data.summary.goalsNearDeadline} perto do prazo`}
            </span>
          </p>
          <ul className="grid gap-2.5">
            {goals.data.goals.slice(0, GLANCE_GOALS).map((goal) => {
              const percent = goal.evaluation.progressPercent;
              return (
                <li key={goal.id} className="grid gap-1">
                  <div className="flex items-baseline justify-between gap-3 text-sm">
                    <span className="min-w-0 truncate font-medium">{goal.name}</span>
                    <span className="shrink-0 tabular-nums">{formatPercent(percent)}</span>
                  </div>
                  <div
                    role="progressbar"
                    aria-label={`Progresso de ${goal.name}`}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={Math.min(100, percent)}
                    aria-valuetext={`${formatPercent(percent)} acumulado`}
                    className="h-1.5 overflow-hidden rounded-full bg-muted"
                  >
                    <div
                      className="h-full rounded-full bg-primary"
                      style={{ width: `${Math.min(100, percent)}%` }}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
