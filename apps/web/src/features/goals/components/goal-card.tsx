import { useState, type ReactNode } from 'react';
import { CalendarClock, Lightbulb, Pencil, PartyPopper, Trash2 } from 'lucide-react';
import type { TGoal, TGoalProjectionBasis } from '@algoone/contracts';
import { lazyDialog, preloadOnIntent } from '@/components/lazy-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatBRL, formatDate } from '@/lib/format';
import { remainingText } from '../lib/goal-text';
import { GoalProgress } from './goal-progress';
import { GoalProjection } from './goal-projection';
import { GoalStatusNote } from './goal-status';

// Editing and deleting load when first asked for (issue #27).
const EditGoalDialog = lazyDialog(() =>
  import('./edit-goal-dialog').then((module) => module.EditGoalDialog),
);
const DeleteGoalDialog = lazyDialog(() =>
  import('./delete-goal-dialog').then((module) => module.DeleteGoalDialog),
);

/** One goal: progress, hint, status, the figures, the deadline, the projection; edit and delete. */
export function GoalCard({
  goal,
  basis,
  now,
  onDeleted,
  reviewAction,
}: {
  goal: TGoal;
  basis: TGoalProjectionBasis;
  now: Date;
  onDeleted: () => void;
  /** The product's 'Revisar': asks the consultant to review this goal (composed in by the route). */
  reviewAction?: ReactNode;
}) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const { evaluation } = goal;
  const titleId = `objetivo-${goal.id}-titulo`;

  return (
    <Card role="article" aria-labelledby={titleId} className="grid gap-4 p-5 sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <div className="grid gap-2">
          <h3 id={titleId} className="text-lg leading-tight font-semibold tracking-tight">
            {goal.name}
          </h3>
          <div className="flex flex-wrap gap-2">
            <Badge variant="outline">Prioridade {goal.priority}</Badge>
            {evaluation.reached && (
              <Badge className="border-emerald-300 bg-emerald-50 text-emerald-900">
                <PartyPopper aria-hidden="true" />
                Objetivo alcançado
              </Badge>
            )}
            {evaluation.nearDeadline && !evaluation.reached && (
              <Badge variant="warning">
                <CalendarClock aria-hidden="true" />
                Prazo próximo
              </Badge>
            )}
          </div>
        </div>
        <div className="flex shrink-0 gap-1">
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Editar ${goal.name}`}
            onClick={() => setEditing(true)}
            {...preloadOnIntent(EditGoalDialog)}
          >
            <Pencil className="size-5" aria-hidden="true" />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Excluir ${goal.name}`}
            className="text-destructive hover:text-destructive"
            onClick={() => setDeleting(true)}
            {...preloadOnIntent(DeleteGoalDialog)}
          >
            <Trash2 className="size-5" aria-hidden="true" />
          </Button>
        </div>
      </div>

      <GoalProgress
        id={`objetivo-${goal.id}`}
        percent={evaluation.progressPercent}
        accumulatedCents={goal.accumulatedCents}
        targetCents={goal.targetCents}
      />
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <Lightbulb className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        {evaluation.progressHint}
      </p>

      <GoalStatusNote goal={goal} />

      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted-foreground">Aporte mensal necessário</dt>
          <dd className="mt-0.5 font-semibold tabular-nums">
            {formatBRL(evaluation.monthlyNeededCents)}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Margem mensal</dt>
          <dd className="mt-0.5 font-semibold tabular-nums">
            {evaluation.marginCents === null ? 'Não informada' : formatBRL(evaluation.marginCents)}
          </dd>
        </div>
        <div className="col-span-2 sm:col-span-1">
          <dt className="text-muted-foreground">Prazo</dt>
          <dd className="mt-0.5 font-semibold">
            <time dateTime={goal.dueDate}>{formatDate(goal.dueDate)}</time>
            <span className="font-normal text-muted-foreground">
              {' '}
              · {remainingText(evaluation.monthsRemaining)}
            </span>
          </dd>
        </div>
      </dl>

      <GoalProjection goal={goal} basis={basis} now={now} />

      {reviewAction && !evaluation.reached && <div>{reviewAction}</div>}

      <EditGoalDialog goal={goal} open={editing} onOpenChange={setEditing} />
      <DeleteGoalDialog
        goal={goal}
        open={deleting}
        onOpenChange={setDeleting}
        onDeleted={onDeleted}
      />
    </Card>
  );
}
