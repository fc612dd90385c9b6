import {
  MAX_PROJECTION_MONTHS,
  contributionNeededWithReturn,
  evaluateGoal,
  goalDueDate,
  goalProgressPercent,
  goalWarnings,
  monthGoalIsReached,
  projectGoalBalance,
  toIsoCalendarDate,
  type GoalEvaluation,
  type GoalFigures,
} from '@algoone/domain';
import type {
  TGoal,
  TGoalProjection,
  TGoalProjectionBasis,
  TGoalSummary,
  TGoalWarning,
} from '@algoone/contracts';
import type { goals } from '../../db/schema/index.ts';

export type GoalRow = typeof goals.$inferSelect;

/** The chart never shows fewer months than this, so a short goal still reads as a line. */
const MIN_CHART_MONTHS = 12;
/** About this many points per chart, whatever the horizon (50 years would be 601). */
const CHART_POINTS = 60;

/** The deadline as an instant: creation + term months in São Paulo (the stored day is its date). */
export function goalDueInstant(row: Pick<GoalRow, 'createdAt' | 'termMonths'>): Date {
  return goalDueDate(row.createdAt, row.termMonths);
}

/** The stored `due_date`: the São Paulo calendar day of the deadline. */
export function goalDueDay(createdAt: Date, termMonths: number): string {
  return toIsoCalendarDate(goalDueDate(createdAt, termMonths));
}

export function goalFigures(row: GoalRow): GoalFigures {
  return {
    targetCents: row.targetCents,
    accumulatedCents: row.accumulatedCents,
    dueDate: goalDueInstant(row),
    monthlyIncomeCents: row.monthlyIncomeCents,
    monthlyExpensesCents: row.monthlyExpensesCents,
  };
}

/**
 * The projection with the profile's expected return (domain goal-projection): contributing the
 * current margin each month (0 without a positive margin), when is the goal reached; what
 * contribution reaches it by the deadline; the no-return figure (docs/product.md §9); and the
 * chart's points, sampled, always keeping the deadline and the month reached.
 */
export function projectGoal(
  row: GoalRow,
  evaluation: GoalEvaluation,
  annualReturn: number,
): TGoalProjection {
  const accumulated = row.accumulatedCents;
  const target = row.targetCents;
  const monthlyContribution =
    evaluation.margin !== null && evaluation.margin > 0 ? evaluation.margin : 0;
  const input = { accumulated, monthlyContribution, annualReturn };
  const monthReached = monthGoalIsReached(input, target);
  const monthReachedWithoutReturn = monthGoalIsReached({ ...input, annualReturn: 0 }, target);
  const months = evaluation.monthsRemaining;

  const horizon = Math.min(
    MAX_PROJECTION_MONTHS,
    Math.max(MIN_CHART_MONTHS, months, monthReached ?? 0),
  );
  const step = Math.max(1, Math.ceil(horizon / CHART_POINTS));
  const keep = new Set([horizon, months, monthReached ?? -1]);
  const points = projectGoalBalance(input, horizon)
    .filter((point) => point.month % step === 0 || keep.has(point.month))
    .map((point) => ({
      month: point.month,
      withReturnCents: point.withReturn,
      withoutReturnCents: point.withoutReturn,
    }));

  return {
    monthlyContributionCents: monthlyContribution,
    monthReached,
    monthReachedWithoutReturn,
    contributionNeededWithReturnCents: contributionNeededWithReturn(
      accumulated,
      target,
      months,
      annualReturn,
    ),
    contributionNeededWithoutReturnCents: evaluation.monthlyNeeded,
    horizonMonths: horizon,
    points,
  };
}

/** One goal as the API shows it, with every figure of the domain as of `now`. */
export function toGoalView(row: GoalRow, basis: TGoalProjectionBasis, now: Date): TGoal {
  const evaluation = evaluateGoal(goalFigures(row), now);
  return {
    id: row.id,
    name: row.name,
    targetCents: row.targetCents,
    accumulatedCents: row.accumulatedCents,
    termMonths: row.termMonths,
    priority: row.priority,
    monthlyIncomeCents: row.monthlyIncomeCents,
    monthlyExpensesCents: row.monthlyExpensesCents,
    createdAt: row.createdAt.toISOString(),
    dueDate: row.dueDate,
    updatedAt: row.updatedAt.toISOString(),
    evaluation: {
      progressPercent: evaluation.progressPercent,
      reached: evaluation.reached,
      inProgress: evaluation.inProgress,
      monthsRemaining: evaluation.monthsRemaining,
      nearDeadline: evaluation.nearDeadline,
      monthlyNeededCents: evaluation.monthlyNeeded,
      marginCents: evaluation.margin,
      status: evaluation.status,
      statusMessage: evaluation.statusMessage,
      progressHint: evaluation.progressHint,
    },
    projection: projectGoal(row, evaluation, basis.annualReturn),
  };
}

/** The summary cards: totals, overall progress (domain rule on the totals) and the counts. */
export function summarizeGoals(rows: readonly GoalRow[], views: readonly TGoal[]): TGoalSummary {
  const totalTargetCents = rows.reduce((sum, row) => sum + row.targetCents, 0);
  const totalAccumulatedCents = rows.reduce((sum, row) => sum + row.accumulatedCents, 0);
  return {
    totalTargetCents,
    totalAccumulatedCents,
    overallProgressPercent:
      rows.length === 0 ? 0 : goalProgressPercent(totalAccumulatedCents, totalTargetCents),
    goalsInProgress: views.filter((goal) => goal.evaluation.inProgress).length,
    goalsNearDeadline: views.filter((goal) => goal.evaluation.nearDeadline).length,
    goalsTotal: rows.length,
  };
}

/** docs/product.md §8's two warnings, from the domain's conditions. */
export function warningsFor(rows: readonly GoalRow[], now: Date): TGoalWarning[] {
  return goalWarnings(rows.map(goalFigures), now);
}
