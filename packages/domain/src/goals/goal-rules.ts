import { assertCents } from '../money/cents.ts';
import type { Cents } from '../money/cents.ts';
import { formatBRL } from '../money/format.ts';
import { mulDivRound } from '../shared/rounding.ts';
import { addMonthsClamped } from '../time/zoned-date.ts';
import {
  GOAL_PROGRESS_HINTS,
  GOAL_STATUS_MESSAGES,
  GOAL_WARNING_MESSAGES,
  LOW_PROGRESS_WARNING_PERCENT,
  NEAR_DEADLINE_MONTHS,
  PROGRESS_HINT_THRESHOLDS,
} from './goal-constants.ts';
import type { GoalStatus, GoalWarningCode } from './goal-constants.ts';

/**
 * Progress = accumulated / desired × 100, rounded half-up to 1 decimal (exact). Not capped: a
 * goal can pass 100%. A non-positive target counts as reached.
 */
export function goalProgressPercent(accumulated: Cents, desired: Cents): number {
  assertCents(accumulated, 'accumulatedCents');
  assertCents(desired, 'targetCents');
  if (desired <= 0) return 100;
  return mulDivRound(accumulated, 1000, desired) / 10;
}

export function isGoalReached(accumulated: Cents, desired: Cents): boolean {
  return accumulated >= desired;
}

/** docs/product.md §9: 'in progress' is strictly between 0% and 100%. */
export function isGoalInProgress(progressPercent: number): boolean {
  return progressPercent > 0 && progressPercent < 100;
}

/**
 * The recommended monthly contribution (docs/product.md §9): what is missing / months left, to the
 * centavo (half-up). Nothing missing → 0; no months left → everything missing, now.
 */
export function monthlyContributionNeeded(
  desired: Cents,
  accumulated: Cents,
  months: number,
): Cents {
  assertCents(desired, 'targetCents');
  assertCents(accumulated, 'accumulatedCents');
  const missing = desired - accumulated;
  if (missing <= 0) return 0;
  if (months < 1) return missing;
  return mulDivRound(missing, 1, Math.floor(months));
}

/** Monthly margin: income − expenses. */
export function goalMargin(monthlyIncome: Cents, monthlyExpenses: Cents): Cents {
  assertCents(monthlyIncome, 'monthlyIncomeCents');
  assertCents(monthlyExpenses, 'monthlyExpensesCents');
  return monthlyIncome - monthlyExpenses;
}

/** docs/product.md §4: margin ≤ 0 → sem_margem; below what is needed → abaixo; else acima. */
export function goalStatus(margin: Cents, monthlyNeeded: Cents): GoalStatus {
  if (margin <= 0) return 'sem_margem';
  if (margin < monthlyNeeded) return 'abaixo';
  return 'acima';
}

export function goalStatusMessage(status: GoalStatus): string {
  return GOAL_STATUS_MESSAGES[status];
}

/**
 * docs/product.md §8: under 30% → first step; 30 to 70 inclusive → going well; over 70 → almost
 * there. Pass the displayed (1-decimal) progress, so the hint agrees with the number on screen.
 */
export function goalProgressHint(progressPercent: number): string {
  if (progressPercent < PROGRESS_HINT_THRESHOLDS.low) return GOAL_PROGRESS_HINTS.low;
  if (progressPercent <= PROGRESS_HINT_THRESHOLDS.high) return GOAL_PROGRESS_HINTS.medium;
  return GOAL_PROGRESS_HINTS.high;
}

/** The due date: creation plus `termMonths` calendar months in São Paulo, month-end clamped. */
export function goalDueDate(createdAt: Date, termMonths: number): Date {
  if (!Number.isInteger(termMonths) || termMonths < 0) {
    throw new RangeError('termMonths deve ser um inteiro não negativo');
  }
  return addMonthsClamped(createdAt, termMonths);
}

/**
 * Whole calendar months left until the due date, rounding a part month up: the smallest m with
 * now + m months ≥ due. On the creation instant it equals termMonths; once due it is 0.
 */
export function monthsRemaining(dueDate: Date, now: Date): number {
  if (dueDate.getTime() <= now.getTime()) return 0;
  // Start from an estimate with the average Gregorian month, then correct it by whole months.
  const averageMonthMs = 30.436875 * 86_400_000;
  let months = Math.max(0, Math.floor((dueDate.getTime() - now.getTime()) / averageMonthMs) - 1);
  while (addMonthsClamped(now, months).getTime() < dueDate.getTime()) months += 1;
  while (months > 0 && addMonthsClamped(now, months - 1).getTime() >= dueDate.getTime()) {
    months -= 1;
  }
  return months;
}

/** docs/product.md §9: near the deadline means 3 months or fewer left (including overdue). */
export function isNearDeadline(dueDate: Date, now: Date): boolean {
  return monthsRemaining(dueDate, now) <= NEAR_DEADLINE_MONTHS;
}

/** The goal fields the rules read. */
export interface GoalFigures {
  targetCents: Cents;
  accumulatedCents: Cents;
  dueDate: Date;
  monthlyIncomeCents?: Cents | null;
  monthlyExpensesCents?: Cents | null;
}

export interface GoalEvaluation {
  progressPercent: number;
  reached: boolean;
  inProgress: boolean;
  monthsRemaining: number;
  nearDeadline: boolean;
  monthlyNeeded: Cents;
  /** null when income or expenses were not filled in. */
  margin: Cents | null;
  status: GoalStatus | null;
  statusMessage: string | null;
  progressHint: string;
}

function hasBudget(goal: GoalFigures): goal is GoalFigures & {
  monthlyIncomeCents: Cents;
  monthlyExpensesCents: Cents;
} {
  return (
    goal.monthlyIncomeCents !== undefined &&
    goal.monthlyIncomeCents !== null &&
    goal.monthlyExpensesCents !== undefined &&
    goal.monthlyExpensesCents !== null
  );
}

/** Every goal rule of docs/product.md for one goal at `now`. */
export function evaluateGoal(goal: GoalFigures, now: Date): GoalEvaluation {
  const progressPercent = goalProgressPercent(goal.accumulatedCents, goal.targetCents);
  const months = monthsRemaining(goal.dueDate, now);
  const monthlyNeeded = monthlyContributionNeeded(goal.targetCents, goal.accumulatedCents, months);
  const margin = hasBudget(goal)
    ? goalMargin(goal.monthlyIncomeCents, goal.monthlyExpensesCents)
    : null;
  const status = margin === null ? null : goalStatus(margin, monthlyNeeded);
  return {
    progressPercent,
    reached: isGoalReached(goal.accumulatedCents, goal.targetCents),
    inProgress: isGoalInProgress(progressPercent),
    monthsRemaining: months,
    nearDeadline: months <= NEAR_DEADLINE_MONTHS,
    monthlyNeeded,
    margin,
    status,
    statusMessage: status === null ? null : goalStatusMessage(status),
    progressHint: goalProgressHint(progressPercent),
  };
}

export interface GoalWarning {
  code: GoalWarningCode;
  message: string;
}

/**
 * docs/product.md §8's warnings over all of a user's goals: some goal lacks income or expenses;
 * some goal is near its deadline with under 30% accumulated.
 */
export function goalWarnings(goals: readonly GoalFigures[], now: Date): GoalWarning[] {
  const warnings: GoalWarning[] = [];
  if (goals.some((goal) => !hasBudget(goal))) {
    warnings.push({ code: 'missing_budget', message: GOAL_WARNING_MESSAGES.missing_budget });
  }
  const atRisk = goals.some(
    (goal) =>
      isNearDeadline(goal.dueDate, now) &&
      goalProgressPercent(goal.accumulatedCents, goal.targetCents) < LOW_PROGRESS_WARNING_PERCENT,
  );
  if (atRisk) {
    warnings.push({
      code: 'near_deadline_low_progress',
      message: GOAL_WARNING_MESSAGES.near_deadline_low_progress,
    });
  }
  return warnings;
}

/** The text 'Revisar' sends to the consultant: what is missing and in how many months. */
export function goalReviewMessage(name: string, goal: GoalFigures, now: Date): string {
  const missing = Math.max(0, goal.targetCents - goal.accumulatedCents);
  const months = monthsRemaining(goal.dueDate, now);
  const monthsText = months === 1 ? '1 mês' : `${months} meses`;
  return `Olá! Gostaria de revisar meu objetivo "${name}". Faltam ${formatBRL(missing)} e ${monthsText} para o prazo.`;
}
