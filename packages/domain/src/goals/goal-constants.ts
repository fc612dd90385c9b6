export const GOAL_PRIORITIES = ['Alta', 'Média', 'Baixa'] as const;
export type GoalPriority = (typeof GOAL_PRIORITIES)[number];
export const DEFAULT_GOAL_PRIORITY: GoalPriority = 'Média';

/** docs/product.md §9's ten suggested goal names. */
export const GOAL_SUGGESTED_NAMES = [
  'Viagem internacional',
  'Aposentadoria',
  'Trocar de carro',
  'Comprar a casa própria',
  'Reserva de emergência',
  'Independência financeira',
  'Casamento',
  'Educação dos filhos',
  'Intercâmbio',
  'Abrir um negócio',
] as const;

/** A goal is near its deadline with this many months or fewer left. */
export const NEAR_DEADLINE_MONTHS = 3;
/** Progress hints: below the first is "just started"; above the second is "almost there". */
export const PROGRESS_HINT_THRESHOLDS = { low: 30, high: 70 } as const;
/** The near-deadline warning applies to goals with less progress than this. */
export const LOW_PROGRESS_WARNING_PERCENT = 30;

export const GOAL_STATUSES = ['sem_margem', 'abaixo', 'acima'] as const;
export type GoalStatus = (typeof GOAL_STATUSES)[number];

/** docs/product.md §8's status messages. */
export const GOAL_STATUS_MESSAGES: Readonly<Record<GoalStatus, string>> = {
  sem_margem: 'Seu orçamento atual não comporta esse objetivo. Reveja gastos ou aumente o prazo.',
  abaixo:
    'Você está aportando menos do que o necessário. Considere ajustar o prazo ou aumentar a recorrência.',
  acima: 'Excelente! Sua disciplina está acelerando seus resultados.',
};

/** docs/product.md §8's progress hints. */
export const GOAL_PROGRESS_HINTS = {
  low: 'Todo objetivo começa com um passo. Você já deu o primeiro.',
  medium: 'Você está indo bem! Continue firme nos aportes.',
  high: 'Falta pouco! Um empurrão final e você chega lá.',
} as const;

export type GoalWarningCode = 'missing_budget' | 'near_deadline_low_progress';

/** docs/product.md §8's goal warnings. */
export const GOAL_WARNING_MESSAGES: Readonly<Record<GoalWarningCode, string>> = {
  missing_budget:
    'Você precisa preencher receita e gastos em alguns objetivos para simular corretamente.',
  near_deadline_low_progress:
    'Alguns objetivos estão a menos de 90 dias e têm menos de 30% acumulado. Que tal revisar o plano?',
};
