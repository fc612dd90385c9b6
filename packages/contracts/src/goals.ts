import {
  GOAL_PRIORITIES,
  GOAL_STATUSES,
  RISK_PROFILES,
  TOASTS,
  DEFAULT_GOAL_PRIORITY,
  type GoalWarningCode,
} from '@algoone/domain';
import { z } from './zod-locale.ts';
import { ZAchievementsField } from './gamification.ts';

/**
 * Objetivos (docs/product.md §2–§5, §8, §9): the investor's own goals with every figure the
 * domain computes for them. Money is integer centavos; `dueDate` is a São Paulo calendar day
 * ('YYYY-MM-DD'); instants are ISO 8601.
 */
export const GOALS_API_ROUTES = {
  /** GET: the viewer's goals with their figures, the summary and the warnings. POST: creates one. */
  goals: '/api/goals',
  /** GET, PATCH and DELETE one of the viewer's own goals (another investor's id is a 404). */
  goal: '/api/goals/:id',
} as const;

/** Replaces ':param' segments of a goals API path. */
export function goalsApiPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Parâmetro ausente: ${name}`);
    return encodeURIComponent(value);
  });
}

/**
 * Limits on what a goal may hold. One amount at most R$ 1 bilhão keeps every sum over an
 * investor's goals an exact integer (maxGoalsPerInvestor × maxAmountCents is far below the
 * domain's MAX_CENTS, the largest exact centavos); 600 months (50 years) is also how far the domain's projections look.
 */
export const GOAL_LIMITS = {
  nameMaxLength: 80,
  minTermMonths: 1,
  maxTermMonths: 600,
  maxAmountCents: 100_000_000_000,
  maxGoalsPerInvestor: 50,
} as const;

/** pt-BR messages: docs/product.md §5/§8's where it has one, ours next to each field otherwise. */
export const GOAL_MESSAGES = {
  /** docs/product.md §5: the destructive toast when name, desired value or deadline is missing. */
  requiredTitle: TOASTS.goalRequiredFields.title,
  required: TOASTS.goalRequiredFields.description,
  /** docs/product.md §8: success toast of the wizard. */
  createdTitle: TOASTS.goalCreated.title,
  created: TOASTS.goalCreated.description,
  updatedTitle: 'Objetivo atualizado',
  updated: 'As alterações foram salvas.',
  deletedTitle: 'Objetivo excluído',
  deleted: 'O objetivo foi removido da sua lista.',
  nameRequired: 'Informe o nome do objetivo.',
  nameTooLong: `Use no máximo ${GOAL_LIMITS.nameMaxLength} caracteres no nome.`,
  targetRequired: 'Informe o valor desejado.',
  targetPositive: 'O valor desejado deve ser maior que zero.',
  termRequired: 'Informe o prazo em meses.',
  termNotNumber: 'Informe o prazo em meses, usando apenas números.',
  termInteger: 'O prazo deve ser um número inteiro de meses.',
  termMin: 'O prazo deve ser de pelo menos 1 mês.',
  termMax: `O prazo pode ser de no máximo ${GOAL_LIMITS.maxTermMonths} meses (50 anos).`,
  accumulatedNotNumber: 'Informe o valor acumulado em números.',
  accumulatedNegative: 'O valor acumulado não pode ser negativo.',
  incomeNotNumber: 'Informe a receita mensal em números.',
  incomeNegative: 'A receita mensal não pode ser negativa.',
  expensesNotNumber: 'Informe os gastos mensais em números.',
  expensesNegative: 'Os gastos mensais não podem ser negativos.',
  amountNotCents: 'Informe o valor em centavos, sem frações.',
  amountTooLarge: 'Valor alto demais: o limite é R$ 1.000.000.000,00.',
  priorityUnknown: 'Escolha a prioridade: Alta, Média ou Baixa.',
  nothingToUpdate: 'Informe ao menos um campo para alterar.',
  notFound: 'Objetivo não encontrado.',
  tooMany: `Você já tem ${GOAL_LIMITS.maxGoalsPerInvestor} objetivos. Exclua ou conclua algum antes de criar outro.`,
} as const;

const missing = (input: unknown) => input === undefined || input === null || input === '';

/** An amount in centavos: `messages.type` when it is not a number, and so on. */
function cents(messages: { required?: string; type: string; min: string }, minimum: 0 | 1) {
  return z
    .number({
      error: (issue) =>
        messages.required && missing(issue.input) ? messages.required : messages.type,
    })
    .int(GOAL_MESSAGES.amountNotCents)
    .min(minimum, messages.min)
    .max(GOAL_LIMITS.maxAmountCents, GOAL_MESSAGES.amountTooLarge);
}

export const ZGoalName = z
  .string({ error: GOAL_MESSAGES.nameRequired })
  .trim()
  .min(1, GOAL_MESSAGES.nameRequired)
  .max(GOAL_LIMITS.nameMaxLength, GOAL_MESSAGES.nameTooLong);

export const ZGoalTargetCents = cents(
  {
    required: GOAL_MESSAGES.targetRequired,
    type: GOAL_MESSAGES.targetRequired,
    min: GOAL_MESSAGES.targetPositive,
  },
  1,
);

/** docs/product.md §3: prazoMeses is an integer; here from 1 to 600 months. */
export const ZGoalTermMonths = z
  .number({
    error: (issue) =>
      missing(issue.input) ? GOAL_MESSAGES.termRequired : GOAL_MESSAGES.termNotNumber,
  })
  .int(GOAL_MESSAGES.termInteger)
  .min(GOAL_LIMITS.minTermMonths, GOAL_MESSAGES.termMin)
  .max(GOAL_LIMITS.maxTermMonths, GOAL_MESSAGES.termMax);

export const ZGoalAccumulatedCents = cents(
  { type: GOAL_MESSAGES.accumulatedNotNumber, min: GOAL_MESSAGES.accumulatedNegative },
  0,
);
export const ZGoalIncomeCents = cents(
  { type: GOAL_MESSAGES.incomeNotNumber, min: GOAL_MESSAGES.incomeNegative },
  0,
);
export const ZGoalExpensesCents = cents(
  { type: GOAL_MESSAGES.expensesNotNumber, min: GOAL_MESSAGES.expensesNegative },
  0,
);
export const ZGoalPriority = z.enum(GOAL_PRIORITIES, { error: GOAL_MESSAGES.priorityUnknown });

/**
 * POST /api/goals. Name, desired value and deadline are required (docs/product.md §5); accumulated
 * defaults to 0, priority to Média; income and expenses are optional (null = not given).
 * An accumulated amount above the desired one is allowed: the goal is simply reached.
 */
export const ZGoalCreateBody = z.object({
  name: ZGoalName,
  targetCents: ZGoalTargetCents,
  termMonths: ZGoalTermMonths,
  accumulatedCents: ZGoalAccumulatedCents.default(0),
  priority: ZGoalPriority.default(DEFAULT_GOAL_PRIORITY),
  monthlyIncomeCents: ZGoalIncomeCents.nullable().default(null),
  monthlyExpensesCents: ZGoalExpensesCents.nullable().default(null),
});
export type TGoalCreateBody = z.input<typeof ZGoalCreateBody>;
export type TGoalCreateInput = z.output<typeof ZGoalCreateBody>;

/**
 * PATCH /api/goals/:id: any of the fields, at least one. A new `termMonths` counts from the
 * goal's original creation date (deadline = creation + prazo, docs/product.md §3), so 12 → 18 moves
 * the deadline six months later. Null clears income or expenses.
 */
export const ZGoalUpdateBody = z
  .object({
    name: ZGoalName.optional(),
    targetCents: ZGoalTargetCents.optional(),
    termMonths: ZGoalTermMonths.optional(),
    accumulatedCents: ZGoalAccumulatedCents.optional(),
    priority: ZGoalPriority.optional(),
    monthlyIncomeCents: ZGoalIncomeCents.nullable().optional(),
    monthlyExpensesCents: ZGoalExpensesCents.nullable().optional(),
  })
  .refine(
    (body) => Object.values(body).some((value) => value !== undefined),
    GOAL_MESSAGES.nothingToUpdate,
  );
export type TGoalUpdateBody = z.input<typeof ZGoalUpdateBody>;
export type TGoalUpdateInput = z.output<typeof ZGoalUpdateBody>;

export const ZGoalParams = z.object({ id: z.string() });

// ---- Responses ----

/** Every goal rule of docs/product.md for one goal, as of the request (domain evaluateGoal). */
export const ZGoalEvaluation = z.object({
  /** accumulated / desired × 100, 1 decimal, not capped at 100. */
  progressPercent: z.number(),
  reached: z.boolean(),
  /** Strictly between 0% and 100%. */
  inProgress: z.boolean(),
  monthsRemaining: z.number().int(),
  /** 3 months or fewer left (overdue included). */
  nearDeadline: z.boolean(),
  /** Recommended monthly contribution (docs/product.md §9), no return: missing / months left. */
  monthlyNeededCents: z.number().int(),
  /** income − expenses; null when either was not given. */
  marginCents: z.number().int().nullable(),
  status: z.enum(GOAL_STATUSES).nullable(),
  statusMessage: z.string().nullable(),
  progressHint: z.string(),
});
export type TGoalEvaluation = z.infer<typeof ZGoalEvaluation>;

export const ZGoalProjectionPoint = z.object({
  month: z.number().int(),
  /** Balance with the profile's expected return, in centavos. */
  withReturnCents: z.number().int(),
  /** Balance from the contributions alone, in centavos. */
  withoutReturnCents: z.number().int(),
});
export type TGoalProjectionPoint = z.infer<typeof ZGoalProjectionPoint>;

/**
 * The projection with the expected return of the investor's profile (estimates): contributing
 * the current margin every month (0 when there is no margin or no budget), when is the goal
 * reached; and what contribution reaches it by the deadline, next to the no-return figure (§9).
 */
export const ZGoalProjection = z.object({
  /** What is deposited every month in the projection: the margin if positive, else 0. */
  monthlyContributionCents: z.number().int(),
  /** Month (from today) the balance with return reaches the target; 0 if already; null if not in 600 months. */
  monthReached: z.number().int().nullable(),
  /** The same without return, for comparison. */
  monthReachedWithoutReturn: z.number().int().nullable(),
  /** The smallest monthly contribution that reaches the target by the deadline with return. */
  contributionNeededWithReturnCents: z.number().int(),
  /** The no-return figure of docs/product.md §9 (= evaluation.monthlyNeededCents). */
  contributionNeededWithoutReturnCents: z.number().int(),
  /** The chart's horizon in months; points are sampled (at most ~60) up to it. */
  horizonMonths: z.number().int(),
  points: z.array(ZGoalProjectionPoint),
});
export type TGoalProjection = z.infer<typeof ZGoalProjection>;

export const ZGoal = z.object({
  id: z.string(),
  name: z.string(),
  targetCents: z.number().int(),
  accumulatedCents: z.number().int(),
  termMonths: z.number().int(),
  priority: z.enum(GOAL_PRIORITIES),
  monthlyIncomeCents: z.number().int().nullable(),
  monthlyExpensesCents: z.number().int().nullable(),
  createdAt: z.string(),
  /** Creation + termMonths on the São Paulo calendar, month-end clamped: 'YYYY-MM-DD'. */
  dueDate: z.string(),
  updatedAt: z.string(),
  evaluation: ZGoalEvaluation,
  projection: ZGoalProjection,
});
export type TGoal = z.infer<typeof ZGoal>;

/** The assumption behind every projection of the page. */
export const ZGoalProjectionBasis = z.object({
  profile: z.enum(RISK_PROFILES),
  /** Expected nominal annual return as a fraction (0.1 = 10% a year). */
  annualReturn: z.number(),
  /** 'suitability': the latest profile; 'default': no profile yet, Moderado assumed. */
  source: z.enum(['suitability', 'default']),
});
export type TGoalProjectionBasis = z.infer<typeof ZGoalProjectionBasis>;

export const ZGoalSummary = z.object({
  totalTargetCents: z.number().int(),
  totalAccumulatedCents: z.number().int(),
  /** total accumulated / total desired, 1 decimal; 0 with no goals. */
  overallProgressPercent: z.number(),
  goalsInProgress: z.number().int(),
  goalsNearDeadline: z.number().int(),
  goalsTotal: z.number().int(),
});
export type TGoalSummary = z.infer<typeof ZGoalSummary>;

export const GOAL_WARNING_CODES = [
  'missing_budget',
  'near_deadline_low_progress',
] as const satisfies readonly GoalWarningCode[];

export const ZGoalWarning = z.object({
  code: z.enum(GOAL_WARNING_CODES),
  message: z.string(),
});
export type TGoalWarning = z.infer<typeof ZGoalWarning>;

/** GET /api/goals: newest first. */
export const ZGoalList = z.object({
  goals: z.array(ZGoal),
  summary: ZGoalSummary,
  warnings: z.array(ZGoalWarning),
  projectionBasis: ZGoalProjectionBasis,
  limits: z.object({ maxGoals: z.number().int() }),
  /** The goal picked at the onboarding, offered in the wizard while there is no goal; else null. */
  firstGoalName: z.string().nullable(),
});
export type TGoalList = z.infer<typeof ZGoalList>;

/** GET and PATCH /api/goals/:id. */
export const ZGoalResult = z.object({
  goal: ZGoal,
  projectionBasis: ZGoalProjectionBasis,
});
export type TGoalResult = z.infer<typeof ZGoalResult>;

/** POST /api/goals: the goal and what creating it unlocked (create-objetivo, first-goal). */
export const ZGoalCreateResult = ZGoalResult.extend({ achievements: ZAchievementsField });
export type TGoalCreateResult = z.infer<typeof ZGoalCreateResult>;
