import { describe, expect, it } from 'vitest';
import { GOAL_MESSAGES, type TGoal } from '@algoone/contracts';
import { TOASTS } from '@algoone/domain';
import {
  emptyGoalForm,
  fieldErrorsFromServer,
  firstErrorField,
  goalBodyFrom,
  goalFormFrom,
  stepOf,
  validateGoalForm,
  validateStepOne,
  type GoalFormValues,
} from './goal-form';

const filled: GoalFormValues = {
  name: 'Viagem internacional',
  priority: 'Alta',
  target: '12.000,00',
  term: '12',
  accumulated: '',
  income: '',
  expenses: '',
};

describe('goal form', () => {
  it('starts empty with priority Média', () => {
    expect(emptyGoalForm()).toEqual({
      name: '',
      priority: 'Média',
      target: '',
      term: '',
      accumulated: '',
      income: '',
      expenses: '',
    });
  });

  it('turns the masks into centavos; empty income and expenses are "not given"', () => {
    expect(goalBodyFrom({ ...filled, accumulated: '1.500,50', income: '8.000,00' })).toEqual({
      name: 'Viagem internacional',
      priority: 'Alta',
      targetCents: 1_200_000,
      termMonths: 12,
      accumulatedCents: 150_050,
      monthlyIncomeCents: 800_000,
      monthlyExpensesCents: null,
    });
  });

  it('accepts a complete form, with accumulated above desired', () => {
    const result = validateGoalForm({ ...filled, accumulated: '20.000,00', expenses: '0,00' });
    expect(result).toEqual({
      ok: true,
      body: {
        name: 'Viagem internacional',
        priority: 'Alta',
        targetCents: 1_200_000,
        termMonths: 12,
        accumulatedCents: 2_000_000,
        monthlyIncomeCents: null,
        monthlyExpensesCents: 0,
      },
    });
  });

  it('destructive toast and a message per field when name, value or deadline is missing', () => {
    const result = validateGoalForm(emptyGoalForm());
    expect(result).toEqual({
      ok: false,
      toast: TOASTS.goalRequiredFields,
      errors: {
        name: GOAL_MESSAGES.nameRequired,
        target: GOAL_MESSAGES.targetRequired,
        term: GOAL_MESSAGES.termRequired,
      },
    });
    expect(TOASTS.goalRequiredFields).toEqual({
      title: 'Campos obrigatórios',
      description: 'Preencha nome, valor desejado e prazo.',
    });
  });

  it.each([
    [{ target: '0,00' }, 'target', GOAL_MESSAGES.targetPositive, true],
    [{ term: '0' }, 'term', GOAL_MESSAGES.termMin, true],
    [{ term: '1.5' }, 'term', GOAL_MESSAGES.termInteger, false],
    [{ term: '601' }, 'term', GOAL_MESSAGES.termMax, false],
    [{ term: 'doze' }, 'term', GOAL_MESSAGES.termNotNumber, false],
    [{ target: '1.000.000.000,01' }, 'target', GOAL_MESSAGES.amountTooLarge, false],
    [{ name: '   ' }, 'name', GOAL_MESSAGES.nameRequired, true],
  ] as const)('%o → %s: %s', (change, field, message, toast) => {
    const result = validateGoalForm({ ...filled, ...change });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors[field]).toBe(message);
    expect(result.toast).toEqual(toast ? TOASTS.goalRequiredFields : null);
  });

  it('step 1 needs a name', () => {
    expect(validateStepOne(emptyGoalForm())).toEqual({ name: GOAL_MESSAGES.nameRequired });
    expect(validateStepOne(filled)).toEqual({});
  });

  it('knows the step of each field and the first error', () => {
    expect(stepOf('name')).toBe(1);
    expect(stepOf('priority')).toBe(1);
    expect(stepOf('target')).toBe(2);
    expect(firstErrorField({ expenses: 'x', term: 'y' })).toBe('term');
    expect(firstErrorField({})).toBeUndefined();
  });

  it('maps the API field paths', () => {
    expect(fieldErrorsFromServer({ termMonths: 'a', monthlyIncomeCents: 'b', other: 'c' })).toEqual(
      { term: 'a', income: 'b' },
    );
  });

  it('the edit form starts from the saved goal', () => {
    const goal = {
      name: 'Casamento',
      priority: 'Baixa',
      targetCents: 3_000_000,
      accumulatedCents: 0,
      termMonths: 18,
      monthlyIncomeCents: 650_050,
      monthlyExpensesCents: null,
    } as TGoal;
    expect(goalFormFrom(goal)).toEqual({
      name: 'Casamento',
      priority: 'Baixa',
      target: '30.000,00',
      term: '18',
      accumulated: '0,00',
      income: '6.500,50',
      expenses: '',
    });
  });
});
