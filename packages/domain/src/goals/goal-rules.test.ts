import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonthsClamped,
  daysInMonth,
  fromZonedDateTime,
  toZonedDateTime,
} from '../time/zoned-date.ts';
import {
  GOAL_PRIORITIES,
  GOAL_PROGRESS_HINTS,
  GOAL_STATUS_MESSAGES,
  GOAL_SUGGESTED_NAMES,
  GOAL_WARNING_MESSAGES,
  DEFAULT_GOAL_PRIORITY,
} from './goal-constants.ts';
import {
  evaluateGoal,
  goalDueDate,
  goalMargin,
  goalProgressHint,
  goalProgressPercent,
  goalReviewMessage,
  goalStatus,
  goalStatusMessage,
  goalWarnings,
  isGoalInProgress,
  isGoalReached,
  isNearDeadline,
  monthlyContributionNeeded,
  monthsRemaining,
} from './goal-rules.ts';
import type { GoalFigures } from './goal-rules.ts';

describe('goal constants', () => {
  it('has the three priorities and the ten suggested names', () => {
    expect(GOAL_PRIORITIES).toEqual(['Alta', 'Média', 'Baixa']);
    expect(DEFAULT_GOAL_PRIORITY).toBe('Média');
    expect(GOAL_SUGGESTED_NAMES).toHaveLength(10);
    expect(GOAL_SUGGESTED_NAMES).toContain('Comprar a casa própria');
  });
});

describe('progress', () => {
  it.each([
    [3_000, 10_000, 30],
    [2_999, 10_000, 30], // 29.99 shows as 30.0
    [2_994, 10_000, 29.9],
    [1, 3, 33.3],
    [2, 3, 66.7],
    [1, 16, 6.3], // 6.25 rounds half up, exactly
    [12_000, 10_000, 120],
    [0, 10_000, 0],
    [5, 0, 100],
  ])('%i of %i is %d%%', (accumulated, desired, percent) => {
    expect(goalProgressPercent(accumulated, desired)).toBe(percent);
  });

  it('is in progress strictly between 0 and 100', () => {
    expect(isGoalInProgress(0)).toBe(false);
    expect(isGoalInProgress(0.1)).toBe(true);
    expect(isGoalInProgress(99.9)).toBe(true);
    expect(isGoalInProgress(100)).toBe(false);
  });

  it('is reached when accumulated is at least the desired value', () => {
    expect(isGoalReached(9_999, 10_000)).toBe(false);
    expect(isGoalReached(10_000, 10_000)).toBe(true);
  });

  it.each([
    [0, GOAL_PROGRESS_HINTS.low],
    [29.9, GOAL_PROGRESS_HINTS.low],
    [30, GOAL_PROGRESS_HINTS.medium],
    [70, GOAL_PROGRESS_HINTS.medium],
    [70.1, GOAL_PROGRESS_HINTS.high],
    [100, GOAL_PROGRESS_HINTS.high],
  ])('hint at %d%%', (percent, hint) => {
    expect(goalProgressHint(percent)).toBe(hint);
  });

  it('uses the product’s hint texts', () => {
    expect(GOAL_PROGRESS_HINTS).toEqual({
      low: 'Todo objetivo começa com um passo. Você já deu o primeiro.',
      medium: 'Você está indo bem! Continue firme nos aportes.',
      high: 'Falta pouco! Um empurrão final e você chega lá.',
    });
  });
});

describe('monthly contribution needed', () => {
  it.each([
    [1_000_000, 0, 3, 333_333], // 3.333,33
    [100, 0, 8, 13], // 12.5 centavos → 13
    [100, 0, 3, 33],
    [10_000, 4_000, 6, 1_000],
    [100, 100, 5, 0],
    [100, 150, 5, 0],
    [100, 40, 0, 60],
  ])('(%i − %i) / %i months = %i', (desired, accumulated, months, expected) => {
    expect(monthlyContributionNeeded(desired, accumulated, months)).toBe(expected);
  });
});

describe('margin and status', () => {
  it('margin is income − expenses', () => {
    expect(goalMargin(800_000, 650_000)).toBe(150_000);
  });

  it.each([
    [-1, 100, 'sem_margem'],
    [0, 0, 'sem_margem'],
    [0, 100, 'sem_margem'],
    [99, 100, 'abaixo'],
    [100, 100, 'acima'],
    [101, 100, 'acima'],
    [1, 0, 'acima'],
  ] as const)('margin %i, needed %i → %s', (margin, needed, status) => {
    expect(goalStatus(margin, needed)).toBe(status);
  });

  it('uses the product’s messages', () => {
    expect(goalStatusMessage('sem_margem')).toBe(
      'Seu orçamento atual não comporta esse objetivo. Reveja gastos ou aumente o prazo.',
    );
    expect(goalStatusMessage('abaixo')).toBe(GOAL_STATUS_MESSAGES.abaixo);
    expect(GOAL_STATUS_MESSAGES.acima).toBe(
      'Excelente! Sua disciplina está acelerando seus resultados.',
    );
  });
});

describe('due date', () => {
  it.each([
    ['2025-01-31T15:00:00Z', 1, '2025-02-28T15:00:00.000Z'],
    ['2024-01-31T15:00:00Z', 1, '2024-02-29T15:00:00.000Z'],
    ['2024-01-31T15:00:00Z', 12, '2025-01-31T15:00:00.000Z'],
    ['2025-03-15T12:00:00Z', 24, '2027-03-15T12:00:00.000Z'],
    ['2025-08-31T15:00:00Z', 6, '2026-02-28T15:00:00.000Z'],
    // 30 Jan 22:00 in São Paulo: one month later is 28 Feb 22:00 there, whatever the UTC date.
    ['2025-01-31T01:00:00Z', 1, '2025-03-01T01:00:00.000Z'],
  ])('%s + %i months = %s', (created, months, due) => {
    expect(goalDueDate(new Date(created), months).toISOString()).toBe(due);
  });

  it('rejects a fractional or negative term', () => {
    expect(() => goalDueDate(new Date(), 1.5)).toThrow(RangeError);
    expect(() => goalDueDate(new Date(), -1)).toThrow(RangeError);
  });

  it('properties: right month, clamped day, same time, monotone, and term months remaining', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2080-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: 0, max: 600 }),
        (created, termMonths) => {
          const due = goalDueDate(created, termMonths);
          const from = toZonedDateTime(created);
          const to = toZonedDateTime(due);
          expect(to.year * 12 + to.month - (from.year * 12 + from.month)).toBe(termMonths);
          expect(to.day).toBe(Math.min(from.day, daysInMonth(to.year, to.month)));
          // The same time of day, unless the clock skipped it on the due day (Brazil's DST began
          // at midnight until 2019): then one hour later, never the day before.
          const skipped = fromZonedDateTime({
            ...from,
            year: to.year,
            month: to.month,
            day: to.day,
          });
          const sameTimeExists = toZonedDateTime(skipped).hour === from.hour;
          expect([to.hour, to.minute, to.second, to.millisecond]).toEqual([
            sameTimeExists ? from.hour : from.hour + 1,
            from.minute,
            from.second,
            from.millisecond,
          ]);
          expect(due.getTime()).toBeGreaterThanOrEqual(created.getTime());
          expect(goalDueDate(created, termMonths + 1).getTime()).toBeGreaterThan(due.getTime());
          expect(monthsRemaining(due, created)).toBe(termMonths);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('months remaining and near deadline', () => {
  const due = new Date('2025-07-15T12:00:00Z');

  it('rounds a part month up and is 0 once due', () => {
    expect(monthsRemaining(due, new Date('2025-01-15T12:00:00Z'))).toBe(6);
    expect(monthsRemaining(due, new Date('2025-04-15T12:00:00Z'))).toBe(3);
    expect(monthsRemaining(due, new Date('2025-04-15T11:59:59Z'))).toBe(4);
    expect(monthsRemaining(due, new Date('2025-07-15T11:00:00Z'))).toBe(1);
    expect(monthsRemaining(due, due)).toBe(0);
    expect(monthsRemaining(due, new Date('2026-01-01T00:00:00Z'))).toBe(0);
  });

  it('is near with 3 months or fewer left: the boundary is exactly 3 calendar months', () => {
    const now = new Date('2025-04-15T12:00:00Z');
    expect(isNearDeadline(addMonthsClamped(now, 3), now)).toBe(true);
    expect(isNearDeadline(new Date(addMonthsClamped(now, 3).getTime() + 1), now)).toBe(false);
    expect(isNearDeadline(new Date(now.getTime() + 89 * 86_400_000), now)).toBe(true);
    expect(isNearDeadline(new Date(now.getTime() + 93 * 86_400_000), now)).toBe(false);
    expect(isNearDeadline(new Date('2025-01-01T00:00:00Z'), now)).toBe(true);
  });
});

describe('evaluateGoal', () => {
  const now = new Date('2025-03-10T15:00:00Z');

  it('applies every rule at once', () => {
    const goal: GoalFigures = {
      targetCents: 1_200_000,
      accumulatedCents: 300_000,
      dueDate: goalDueDate(now, 12),
      monthlyIncomeCents: 800_000,
      monthlyExpensesCents: 750_000,
    };
    expect(evaluateGoal(goal, now)).toEqual({
      progressPercent: 25,
      reached: false,
      inProgress: true,
      monthsRemaining: 12,
      nearDeadline: false,
      monthlyNeeded: 75_000,
      margin: 50_000,
      status: 'abaixo',
      statusMessage: GOAL_STATUS_MESSAGES.abaixo,
      progressHint: GOAL_PROGRESS_HINTS.low,
    });
  });

  it('has no status without income and expenses', () => {
    const result = evaluateGoal(
      {
        targetCents: 100,
        accumulatedCents: 100,
        dueDate: now,
        monthlyIncomeCents: 500,
        monthlyExpensesCents: null,
      },
      now,
    );
    expect(result).toMatchObject({
      margin: null,
      status: null,
      statusMessage: null,
      reached: true,
      monthlyNeeded: 0,
    });
  });
});

describe('goal warnings', () => {
  const now = new Date('2025-03-10T15:00:00Z');
  const healthy: GoalFigures = {
    targetCents: 100_000,
    accumulatedCents: 50_000,
    dueDate: goalDueDate(now, 12),
    monthlyIncomeCents: 500_000,
    monthlyExpensesCents: 300_000,
  };

  it('are empty for healthy goals', () => {
    expect(goalWarnings([healthy], now)).toEqual([]);
    expect(goalWarnings([], now)).toEqual([]);
  });

  it('ask for income and expenses when any goal lacks them', () => {
    expect(goalWarnings([healthy, { ...healthy, monthlyIncomeCents: undefined }], now)).toEqual([
      { code: 'missing_budget', message: GOAL_WARNING_MESSAGES.missing_budget },
    ]);
  });

  it('flag a goal near its deadline with under 30%', () => {
    const soon = goalDueDate(now, 3);
    const warn = (accumulated: number) =>
      goalWarnings([{ ...healthy, accumulatedCents: accumulated, dueDate: soon }], now).map(
        (w) => w.code,
      );
    expect(warn(29_900)).toEqual(['near_deadline_low_progress']);
    expect(warn(30_000)).toEqual([]);
    expect(
      goalWarnings([{ ...healthy, accumulatedCents: 0, dueDate: goalDueDate(now, 4) }], now),
    ).toEqual([]);
    expect(GOAL_WARNING_MESSAGES.near_deadline_low_progress).toBe(
      'Alguns objetivos estão a menos de 90 dias e têm menos de 30% acumulado. Que tal revisar o plano?',
    );
  });
});

describe('goalReviewMessage', () => {
  it('states what is missing and the months left', () => {
    const now = new Date('2025-03-10T15:00:00Z');
    const goal: GoalFigures = {
      targetCents: 1_000_000,
      accumulatedCents: 250_000,
      dueDate: goalDueDate(now, 10),
    };
    expect(goalReviewMessage('Viagem internacional', goal, now)).toBe(
      'Olá! Gostaria de revisar meu objetivo "Viagem internacional". Faltam R$ 7.500,00 e 10 meses para o prazo.',
    );
    expect(
      goalReviewMessage('Casamento', { ...goal, dueDate: goalDueDate(now, 1) }, now),
    ).toContain('e 1 mês para');
  });
});
