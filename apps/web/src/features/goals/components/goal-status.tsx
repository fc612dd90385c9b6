import { CircleCheck, CircleHelp, CircleSlash, TrendingDown, type LucideIcon } from 'lucide-react';
import type { GoalStatus } from '@algoone/domain';
import type { TGoal } from '@algoone/contracts';
import { cn } from '@/lib/utils';
import { GOAL_STATUS_LABELS, NO_STATUS_LABEL, NO_STATUS_MESSAGE } from '../lib/goal-text';

const LOOK: Record<GoalStatus | 'none', { icon: LucideIcon; className: string }> = {
  sem_margem: {
    icon: CircleSlash,
    className: 'border-red-200 bg-red-50 text-red-950 [&_svg]:text-red-700',
  },
  abaixo: {
    icon: TrendingDown,
    className: 'border-amber-200 bg-amber-50 text-amber-950 [&_svg]:text-amber-700',
  },
  acima: {
    icon: CircleCheck,
    className: 'border-emerald-200 bg-emerald-50 text-emerald-950 [&_svg]:text-emerald-700',
  },
  none: {
    icon: CircleHelp,
    className: 'border-border bg-muted/60 text-foreground [&_svg]:text-muted-foreground',
  },
};

/** docs/product.md §4's status with §8's message: an icon and words, never colour alone. */
export function GoalStatusNote({ goal }: { goal: TGoal }) {
  const { status, statusMessage } = goal.evaluation;
  const look = LOOK[status ?? 'none'];
  const Icon = look.icon;
  return (
    <div className={cn('flex items-start gap-3 rounded-lg border p-3 text-sm', look.className)}>
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p>
        <span className="font-semibold">
          Status: {status ? GOAL_STATUS_LABELS[status] : NO_STATUS_LABEL}.
        </span>{' '}
        {statusMessage ?? NO_STATUS_MESSAGE}
      </p>
    </div>
  );
}
