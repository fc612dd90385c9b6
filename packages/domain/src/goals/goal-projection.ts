import { assertCents } from '../money/cents.ts';
import type { Cents } from '../money/cents.ts';
import { roundHalfAwayFromZero } from '../shared/rounding.ts';
import type { RiskProfile } from '../suitability/profiles.ts';

/**
 * Expected nominal annual return by profile, before taxes and fees, used only for goal
 * projections (always shown as estimates). Deliberately below today's CDI (~15% a year in 2025):
 * a plan spanning years should not assume that a peak Selic lasts. They approximate long-run
 * nominal expectations for each allocation: inflation near the 3% target plus a real return of
 * roughly 5% for mostly fixed income, 7% for a balanced mix and 9% for an equity-heavy portfolio.
 */
export const EXPECTED_ANNUAL_RETURN_BY_PROFILE: Readonly<Record<RiskProfile, number>> = {
  Conservador: 0.08,
  Moderado: 0.1,
  Arrojado: 0.12,
};

/** Projections stop here: a goal not reached in 50 years is reported as never reached. */
export const MAX_PROJECTION_MONTHS = 600;

/** The monthly rate equivalent to an annual one under monthly compounding: (1 + a)^(1/12) − 1. */
export function monthlyRateFromAnnual(annualRate: number): number {
  if (!Number.isFinite(annualRate) || annualRate <= -1) throw new RangeError('Taxa anual inválida');
  return Math.pow(1 + annualRate, 1 / 12) - 1;
}

export interface ProjectionInput {
  /** Already accumulated, in centavos. */
  accumulated: Cents;
  /** Deposited at the end of every month, in centavos. */
  monthlyContribution: Cents;
  /** Expected annual return as a fraction (0.1 = 10% a year). */
  annualReturn: number;
}

function assertProjectionInput({ accumulated, monthlyContribution }: ProjectionInput): void {
  assertCents(accumulated, 'accumulatedCents');
  assertCents(monthlyContribution, 'aporte mensal');
  if (accumulated < 0 || monthlyContribution < 0) {
    throw new RangeError('Valores da projeção não podem ser negativos');
  }
}

export interface ProjectionPoint {
  month: number;
  /** Balance with the expected return, in centavos. */
  withReturn: Cents;
  /** Balance from contributions alone, in centavos. */
  withoutReturn: Cents;
}

/**
 * Month-by-month balances for a chart, from month 0 (today) to `months`. Each month the balance
 * earns the monthly rate and then receives the contribution. Balances are kept unrounded and
 * rounded only for output, so rounding never compounds.
 */
export function projectGoalBalance(input: ProjectionInput, months: number): ProjectionPoint[] {
  assertProjectionInput(input);
  const rate = monthlyRateFromAnnual(input.annualReturn);
  const points: ProjectionPoint[] = [];
  let balance = input.accumulated;
  for (let month = 0; month <= months; month += 1) {
    if (month > 0) balance = balance * (1 + rate) + input.monthlyContribution;
    points.push({
      month,
      withReturn: roundHalfAwayFromZero(balance),
      withoutReturn: input.accumulated + input.monthlyContribution * month,
    });
  }
  return points;
}

function firstMonthReached(
  accumulated: Cents,
  monthlyContribution: Cents,
  monthlyRate: number,
  desired: Cents,
  maxMonths: number,
): number | null {
  let balance = accumulated;
  for (let month = 0; month <= maxMonths; month += 1) {
    if (month > 0) balance = balance * (1 + monthlyRate) + monthlyContribution;
    // Compared as displayed, in whole centavos, so the chart and this answer always agree.
    if (roundHalfAwayFromZero(balance) >= desired) return month;
  }
  return null;
}

/**
 * The first month at whose end the balance reaches `desired`: 0 if already there, null if not
 * within MAX_PROJECTION_MONTHS.
 */
export function monthGoalIsReached(input: ProjectionInput, desired: Cents): number | null {
  assertProjectionInput(input);
  assertCents(desired, 'targetCents');
  return firstMonthReached(
    input.accumulated,
    input.monthlyContribution,
    monthlyRateFromAnnual(input.annualReturn),
    desired,
    MAX_PROJECTION_MONTHS,
  );
}

/**
 * The smallest monthly contribution, in whole centavos, that reaches `desired` within `months`
 * at the expected return. Starts from the annuity payment
 * P = (desired − accumulated·(1+r)^n) · r / ((1+r)^n − 1), rounded up, and then checks it
 * against the same month-by-month projection the chart shows, so the promise "this reaches your
 * goal on time" holds to the centavo. No months left → everything still missing. Like every
 * projection here, it looks at most MAX_PROJECTION_MONTHS ahead.
 */
export function contributionNeededWithReturn(
  accumulated: Cents,
  desired: Cents,
  months: number,
  annualReturn: number,
): Cents {
  assertCents(accumulated, 'accumulatedCents');
  assertCents(desired, 'targetCents');
  const n = Math.min(Math.floor(months), MAX_PROJECTION_MONTHS);
  if (n < 1) return Math.max(0, desired - accumulated);
  const rate = monthlyRateFromAnnual(annualReturn);
  const reaches = (payment: Cents) =>
    firstMonthReached(accumulated, payment, rate, desired, n) !== null;
  const growth = Math.pow(1 + rate, n);
  const missingAtDeadline = desired - accumulated * growth;
  const annuity = rate === 0 ? missingAtDeadline / n : (missingAtDeadline * rate) / (growth - 1);
  // Float error and the half-centavo of display rounding move the answer by a centavo at most.
  let payment = Math.max(0, Math.ceil(annuity));
  while (payment > 0 && reaches(payment - 1)) payment -= 1;
  while (!reaches(payment)) payment += 1;
  return payment;
}
