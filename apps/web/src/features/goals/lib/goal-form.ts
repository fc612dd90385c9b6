import {
  GOAL_MESSAGES,
  ZGoalCreateBody,
  ZGoalName,
  type TGoal,
  type TGoalCreateBody,
} from '@algoone/contracts';
import {
  DEFAULT_GOAL_PRIORITY,
  TOASTS,
  centsFromMaskedInput,
  maskCentsInput,
  type GoalPriority,
  type ToastMessage,
} from '@algoone/domain';

/** What the goal form holds while typing: money as the cents mask's text ('1.234,56'). */
export interface GoalFormValues {
  name: string;
  priority: GoalPriority;
  target: string;
  /** The numeric input's text: '' when empty (or not a number). */
  term: string;
  accumulated: string;
  income: string;
  expenses: string;
}

export type GoalField = keyof GoalFormValues;
export type GoalFieldErrors = Partial<Record<GoalField, string>>;

/** Fields in the order they appear; the wizard's step 1 holds the first two. */
export const GOAL_FIELD_ORDER: readonly GoalField[] = [
  'name',
  'priority',
  'target',
  'term',
  'accumulated',
  'income',
  'expenses',
];
export const STEP_ONE_FIELDS: readonly GoalField[] = ['name', 'priority'];

/** The API's field paths → the form's fields. */
export const SERVER_FIELDS: Readonly<Record<string, GoalField>> = {
  name: 'name',
  priority: 'priority',
  targetCents: 'target',
  termMonths: 'term',
  accumulatedCents: 'accumulated',
  monthlyIncomeCents: 'income',
  monthlyExpensesCents: 'expenses',
};

export function emptyGoalForm(): GoalFormValues {
  return {
    name: '',
    priority: DEFAULT_GOAL_PRIORITY,
    target: '',
    term: '',
    accumulated: '',
    income: '',
    expenses: '',
  };
}

const masked = (cents: number | null) => (cents === null ? '' : maskCentsInput(String(cents)));

/** The edit dialog starts from the goal as saved. */
export function goalFormFrom(goal: TGoal): GoalFormValues {
  return {
    name: goal.name,
    priority: goal.priority,
    target: masked(goal.targetCents),
    term: String(goal.termMonths),
    accumulated: masked(goal.accumulatedCents),
    income: masked(goal.monthlyIncomeCents),
    expenses: masked(goal.monthlyExpensesCents),
  };
}

/** The body the form's text stands for: empty money is "not given", empty income is null. */
export function goalBodyFrom(values: GoalFormValues): Record<string, unknown> {
  const term = values.term.trim();
  return {
    name: values.name,
    priority: values.priority,
    targetCents: values.target.trim() === '' ? undefined : centsFromMaskedInput(values.target),
    termMonths: term === '' ? undefined : Number(term.replace(',', '.')),
    accumulatedCents:
      values.accumulated.trim() === '' ? 0 : centsFromMaskedInput(values.accumulated),
    monthlyIncomeCents: values.income.trim() === '' ? null : centsFromMaskedInput(values.income),
    monthlyExpensesCents:
      values.expenses.trim() === '' ? null : centsFromMaskedInput(values.expenses),
  };
}

export type GoalValidation =
  | { ok: true; body: TGoalCreateBody }
  | { ok: false; errors: GoalFieldErrors; toast: ToastMessage | null };

/**
 * docs/product.md §5: name, desired value and deadline are required; missing (or zero, as the
 * prototype's test was) gives the destructive toast 'Campos obrigatórios' / 'Preencha nome, valor
 * desejado e prazo.'. Every problem, required or not, also gets the contract's message next to its
 * field — the same messages the API answers with.
 */
export function validateGoalForm(values: GoalFormValues): GoalValidation {
  const body = goalBodyFrom(values);
  const parsed = ZGoalCreateBody.safeParse(body);
  const missingRequired =
    values.name.trim() === '' ||
    !body.targetCents ||
    body.termMonths === undefined ||
    body.termMonths === 0;
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: GoalFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = SERVER_FIELDS[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors, toast: missingRequired ? TOASTS.goalRequiredFields : null };
}

/** The wizard's "Próximo": step 1 needs a name. */
export function validateStepOne(values: GoalFormValues): GoalFieldErrors {
  const parsed = ZGoalName.safeParse(values.name);
  return parsed.success
    ? {}
    : { name: parsed.error.issues[0]?.message ?? GOAL_MESSAGES.nameRequired };
}

/** The step a field lives on, so the wizard can go back to the first error. */
export function stepOf(field: GoalField): 1 | 2 {
  return STEP_ONE_FIELDS.includes(field) ? 1 : 2;
}

export function firstErrorField(errors: GoalFieldErrors): GoalField | undefined {
  return GOAL_FIELD_ORDER.find((field) => errors[field]);
}

/** The API's `fields` as the form's errors. */
export function fieldErrorsFromServer(
  fields: Readonly<Record<string, string>> | undefined,
): GoalFieldErrors {
  const errors: GoalFieldErrors = {};
  for (const [path, message] of Object.entries(fields ?? {})) {
    const field = SERVER_FIELDS[path];
    if (field && !errors[field]) errors[field] = message;
  }
  return errors;
}
