import { describe, expect, it } from 'vitest';
import type { TGoal, TGoalProjectionBasis } from '@algoone/contracts';
import {
  annualReturnText,
  chartSummary,
  monthsText,
  monthYearAfter,
  reachedText,
  remainingText,
} from './goal-text';

const basis: TGoalProjectionBasis = { profile: 'Moderado', annualReturn: 0.1, source: 'default' };
const NOW = new Date('2026-03-15T12:00:00-03:00');

function goal(projection: Partial<TGoal['projection']>, reached = false): TGoal {
  return {
    targetCents: 1_200_000,
    evaluation: { reached, monthsRemaining: 12 },
    projection: {
      monthlyContributionCents: 100_000,
      monthReached: 11,
      monthReachedWithoutReturn: 12,
      contributionNeededWithReturnCents: 95_000,
      contributionNeededWithoutReturnCents: 100_000,
      horizonMonths: 12,
      points: [
        { month: 0, withReturnCents: 0, withoutReturnCents: 0 },
        { month: 12, withReturnCents: 1_250_000, withoutReturnCents: 1_200_000 },
      ],
      ...projection,
    },
  } as TGoal;
}

describe('goal texts', () => {
  it('words months, remaining time and the return', () => {
    expect(monthsText(1)).toBe('1 mês');
    expect(monthsText(24)).toBe('24 meses');
    expect(remainingText(0)).toBe('Prazo encerrado');
    expect(remainingText(1)).toBe('Falta 1 mês');
    expect(remainingText(7)).toBe('Faltam 7 meses');
    expect(annualReturnText(basis)).toBe('10% ao ano');
    expect(monthYearAfter(11, NOW)).toBe('fevereiro de 2027');
  });

  it('says when the goal is reached at the current margin', () => {
    expect(reachedText(goal({}), NOW)).toBe(
      'Aportando a sua margem de R$ 1.000,00 por mês, com rendimento você chega lá em 11 meses (fevereiro de 2027), dentro do prazo.',
    );
    expect(reachedText(goal({ monthReached: 30 }), NOW)).toContain('depois do prazo');
    expect(reachedText(goal({ monthReached: null, monthlyContributionCents: 0 }), NOW)).toBe(
      'Sem aportes mensais (não há margem positiva), o objetivo não é alcançado em 50 anos.',
    );
    expect(reachedText(goal({ monthReached: 0 }, true), NOW)).toBe(
      'Você já alcançou o valor desejado.',
    );
  });

  it('describes the chart in words', () => {
    expect(chartSummary(goal({}), basis)).toBe(
      'Projeção de 12 meses com aporte mensal de R$ 1.000,00 e rendimento estimado de 10% ao ano. Ao fim, saldo de R$ 12.500,00 com rendimento e R$ 12.000,00 sem rendimento, para uma meta de R$ 12.000,00. A meta é alcançada no mês 11.',
    );
  });
});
