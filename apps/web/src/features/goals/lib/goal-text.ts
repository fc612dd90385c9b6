import type { TGoal, TGoalProjectionBasis } from '@algoone/contracts';
import { addMonthsClamped, formatBRL, formatPercent, type GoalStatus } from '@algoone/domain';

/** A short name for each status (docs/product.md §4), shown with its icon and its §8 message. */
export const GOAL_STATUS_LABELS: Readonly<Record<GoalStatus, string>> = {
  sem_margem: 'Sem margem',
  abaixo: 'Abaixo do necessário',
  acima: 'Acima do necessário',
};

export const NO_STATUS_LABEL = 'Sem status';
export const NO_STATUS_MESSAGE =
  'Informe a receita e os gastos mensais para saber se o objetivo cabe no seu orçamento.';

/** "1 mês", "12 meses". */
export function monthsText(months: number): string {
  return months === 1 ? '1 mês' : `${months} meses`;
}

const monthYear = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  month: 'long',
  year: 'numeric',
});

/** "julho de 2027": `months` calendar months after `from`. */
export function monthYearAfter(months: number, from: Date): string {
  return monthYear.format(addMonthsClamped(from, months));
}

/** "Faltam 12 meses", "Falta 1 mês", or "Prazo encerrado". */
export function remainingText(monthsRemaining: number): string {
  if (monthsRemaining <= 0) return 'Prazo encerrado';
  return monthsRemaining === 1 ? 'Falta 1 mês' : `Faltam ${monthsRemaining} meses`;
}

/** "10% ao ano (perfil Moderado)". */
export function annualReturnText(basis: TGoalProjectionBasis): string {
  return `${formatPercent(basis.annualReturn * 100, 0)} ao ano`;
}

/** The projection's main sentence: when the goal is reached at the current margin. */
export function reachedText(goal: TGoal, now: Date): string {
  const { monthReached, monthlyContributionCents } = goal.projection;
  if (goal.evaluation.reached || monthReached === 0) return 'Você já alcançou o valor desejado.';
  const contributing =
    monthlyContributionCents > 0
      ? `Aportando a sua margem de ${formatBRL(monthlyContributionCents)} por mês`
      : 'Sem aportes mensais (não há margem positiva)';
  if (monthReached === null) {
    return `${contributing}, o objetivo não é alcançado em 50 anos.`;
  }
  const when = `${monthsText(monthReached)} (${monthYearAfter(monthReached, now)})`;
  const onTime =
    monthReached <= goal.evaluation.monthsRemaining ? 'dentro do prazo' : 'depois do prazo';
  return `${contributing}, com rendimento você chega lá em ${when}, ${onTime}.`;
}

/** What the chart shows, in words, for screen readers (the chart itself is hidden from them). */
export function chartSummary(goal: TGoal, basis: TGoalProjectionBasis): string {
  const { projection } = goal;
  const last = projection.points.at(-1);
  const parts = [
    `Projeção de ${monthsText(projection.horizonMonths)} com aporte mensal de ${formatBRL(projection.monthlyContributionCents)} e rendimento estimado de ${annualReturnText(basis)}.`,
  ];
  if (last) {
    parts.push(
      `Ao fim, saldo de ${formatBRL(last.withReturnCents)} com rendimento e ${formatBRL(last.withoutReturnCents)} sem rendimento, para uma meta de ${formatBRL(goal.targetCents)}.`,
    );
  }
  parts.push(
    projection.monthReached === null
      ? 'A meta não é alcançada no período.'
      : projection.monthReached === 0
        ? 'A meta já foi alcançada.'
        : `A meta é alcançada no mês ${projection.monthReached}.`,
  );
  return parts.join(' ');
}
