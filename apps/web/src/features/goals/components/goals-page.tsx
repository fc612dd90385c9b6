import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from '@/components/link';
import { Info, Plus } from 'lucide-react';
import type { TGoal } from '@algoone/contracts';
import { lazyDialog, preloadOnIntent } from '@/components/lazy-dialog';
import { PageError, PageStatus } from '@/components/page-status';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/document-title';
import { errorMessage } from '@/lib/form-errors';
import { useGoals } from '../api/list-goals';
import { annualReturnText } from '../lib/goal-text';
import { GoalCard } from './goal-card';
import { GoalWarnings } from './goal-warnings';
import { GoalsEmpty } from './goals-empty';
import { GoalsSummary } from './goals-summary';

// The wizard (its form, validation and mutation) loads on the first "Novo Objetivo" (issue #27).
const CreateGoalDialog = lazyDialog(() =>
  import('./create-goal-dialog').then((module) => module.CreateGoalDialog),
);

export const GOALS_LOADING_TEXT = 'Carregando seus objetivos...';

/**
 * /objetivos: "Meus Objetivos" with the summary cards, the warnings, a card per goal (progress,
 * status, hint, figures, deadline, projection) and the creation wizard. Every figure comes from
 * the server, which computes it with packages/domain.
 */
export function GoalsPage({
  reviewGoal,
}: {
  /** The product's 'Revisar' for one goal (the chat feature's request, composed in by the route). */
  reviewGoal?: (goal: TGoal) => ReactNode;
} = {}) {
  useDocumentTitle('Objetivos');
  const goals = useGoals();
  const [creating, setCreating] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // One "now" per list answer, so the texts agree with the figures the server computed.
  const now = useMemo(() => new Date(goals.dataUpdatedAt), [goals.dataUpdatedAt]);

  if (goals.isPending) return <PageStatus>{GOALS_LOADING_TEXT}</PageStatus>;
  if (goals.isError) {
    return (
      <PageError
        title="Não foi possível carregar seus objetivos"
        onRetry={() => void goals.refetch()}
      >
        {errorMessage(goals.error)}
      </PageError>
    );
  }

  const { goals: list, summary, warnings, projectionBasis, limits, firstGoalName } = goals.data;
  const full = list.length >= limits.maxGoals;

  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-20 sm:px-6 lg:px-8">
      <header className="flex flex-col gap-4 border-b pb-6 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1
            ref={heading}
            tabIndex={-1}
            className="text-3xl font-bold tracking-tight outline-none"
          >
            Meus Objetivos
          </h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">
            Planeje, acompanhe e ajuste seus objetivos: quanto falta, quanto guardar por mês e
            quando você chega lá.
          </p>
        </div>
        {list.length > 0 && (
          <Button
            type="button"
            size="lg"
            className="self-start sm:self-auto"
            disabled={full}
            onClick={() => setCreating(true)}
            {...preloadOnIntent(CreateGoalDialog)}
          >
            <Plus aria-hidden="true" />
            Novo Objetivo
          </Button>
        )}
      </header>

      <div className="mt-8 grid gap-6">
        {list.length === 0 ? (
          <GoalsEmpty onCreate={() => setCreating(true)} />
        ) : (
          <>
            <GoalsSummary summary={summary} />
            <GoalWarnings warnings={warnings} />
            {full && (
              <p className="text-sm text-muted-foreground">
                Você chegou ao limite de {limits.maxGoals} objetivos. Exclua um para criar outro.
              </p>
            )}
            <section aria-labelledby="lista-objetivos" className="grid gap-4">
              <h2 id="lista-objetivos" className="text-xl font-semibold tracking-tight">
                Seus objetivos
              </h2>
              <ul className="grid gap-4 lg:grid-cols-2">
                {list.map((goal) => (
                  <li key={goal.id} className="grid">
                    <GoalCard
                      goal={goal}
                      basis={projectionBasis}
                      now={now}
                      onDeleted={() => heading.current?.focus()}
                      reviewAction={reviewGoal?.(goal)}
                    />
                  </li>
                ))}
              </ul>
            </section>
            <p className="flex items-start gap-2 text-sm text-muted-foreground">
              <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                As projeções são estimativas com o rendimento esperado do perfil{' '}
                {projectionBasis.profile} ({annualReturnText(projectionBasis)}, antes de impostos e
                taxas), não promessas de rentabilidade.{' '}
                {projectionBasis.source === 'default' && (
                  <>
                    Você ainda não tem um perfil de investidor, então usamos o Moderado.{' '}
                    <Link
                      to="/perfil"
                      className="font-medium text-primary underline underline-offset-4"
                    >
                      Descubra seu perfil
                    </Link>
                    .
                  </>
                )}
              </span>
            </p>
          </>
        )}
      </div>

      <CreateGoalDialog open={creating} onOpenChange={setCreating} suggestedName={firstGoalName} />
    </div>
  );
}
