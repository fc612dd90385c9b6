import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { TOASTS } from '@algoone/domain';
import { FormAlert, SubmitButton } from '@/components/forms';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useAchievementToasts } from '@/lib/achievement-toasts';
import { isApiError } from '@/lib/api';
import { errorMessage } from '@/lib/form-errors';
import { toastError, toastSuccess } from '@/lib/spec-toasts';
import { useCreateGoal } from '../api/create-goal';
import {
  emptyGoalForm,
  fieldErrorsFromServer,
  firstErrorField,
  stepOf,
  validateGoalForm,
  validateStepOne,
  type GoalField,
  type GoalFieldErrors,
  type GoalFormValues,
} from '../lib/goal-form';
import { GoalAmounts, GoalNameAndPriority, fieldId } from './goal-fields';

const ID = 'novo-objetivo';

/**
 * The 2-step wizard (docs/product.md §4): step 1 name and priority, step 2 amounts. "Próximo" and
 * "Voltar" move between them; "Criar Objetivo" validates (§5's destructive toast plus a message
 * next to each field), creates, resets the form, closes the dialog and returns to step 1.
 */
export function CreateGoalDialog({
  open,
  onOpenChange,
  suggestedName,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The goal picked at the onboarding, offered as the first goal's name. */
  suggestedName?: string | null;
}) {
  const create = useCreateGoal();
  useAchievementToasts(create.data?.achievements);
  const [step, setStep] = useState<1 | 2>(1);
  const [values, setValues] = useState<GoalFormValues>(() => ({
    ...emptyGoalForm(),
    name: suggestedName ?? '',
  }));
  const [errors, setErrors] = useState<GoalFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const focus = (field: GoalField) => {
    // After a step change React renders the step first; then the field exists.
    requestAnimationFrame(() => {
      const id = field === 'priority' ? `${fieldId(ID, 'priority')}-Média` : fieldId(ID, field);
      form.current?.querySelector<HTMLElement>(`#${CSS.escape(id)}`)?.focus();
    });
  };

  const showErrors = (fieldErrors: GoalFieldErrors) => {
    setErrors(fieldErrors);
    const first = firstErrorField(fieldErrors);
    if (!first) return;
    setStep(stepOf(first));
    focus(first);
  };

  const change = (field: GoalField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const reset = () => {
    setValues(emptyGoalForm());
    setErrors({});
    setFailure(null);
    setStep(1);
  };

  const next = () => {
    const stepErrors = validateStepOne(values);
    if (stepErrors.name) {
      showErrors(stepErrors);
      return;
    }
    setErrors({});
    setStep(2);
    focus('target');
  };

  const back = () => {
    setStep(1);
    focus('name');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step === 1) {
      next();
      return;
    }
    setFailure(null);
    const result = validateGoalForm(values);
    if (!result.ok) {
      showErrors(result.errors);
      if (result.toast) toastError(result.toast);
      return;
    }
    create.mutate(result.body, {
      onSuccess: () => {
        reset();
        onOpenChange(false);
        toastSuccess(TOASTS.goalCreated);
      },
      onError: (error) => {
        const fieldErrors = isApiError(error) ? fieldErrorsFromServer(error.fields) : {};
        if (firstErrorField(fieldErrors)) showErrors(fieldErrors);
        else setFailure(errorMessage(error));
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setErrors({});
          setFailure(null);
        }
        onOpenChange(next);
      }}
    >
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <p className="text-sm font-medium text-primary" aria-live="polite">
            Etapa {step} de 2
          </p>
          <DialogTitle>Novo Objetivo</DialogTitle>
          <DialogDescription>
            {step === 1
              ? 'Dê um nome ao seu objetivo e diga qual a prioridade dele.'
              : 'Quanto você quer juntar, em quanto tempo, e quanto já tem. Receita e gastos mostram se o objetivo cabe no seu orçamento.'}
          </DialogDescription>
        </DialogHeader>
        <StepDots step={step} />
        <form ref={form} noValidate onSubmit={onSubmit} className="grid gap-6">
          {step === 1 ? (
            <GoalNameAndPriority idPrefix={ID} values={values} errors={errors} onChange={change} />
          ) : (
            <GoalAmounts idPrefix={ID} values={values} errors={errors} onChange={change} />
          )}
          {failure && <FormAlert title="Não foi possível criar o objetivo">{failure}</FormAlert>}
          <WizardFooter>
            {/* Keys keep React from turning the clicked "Voltar" into the submit "Próximo" in
                place, which the browser would then activate as a submission. */}
            {step === 1 ? (
              <Button key="proximo" type="submit">
                Próximo
                <ArrowRight aria-hidden="true" />
              </Button>
            ) : (
              <>
                <Button
                  key="voltar"
                  type="button"
                  variant="outline"
                  onClick={back}
                  disabled={create.isPending}
                >
                  <ArrowLeft aria-hidden="true" />
                  Voltar
                </Button>
                <SubmitButton key="criar" busy={create.isPending} busyLabel="Criando...">
                  Criar Objetivo
                </SubmitButton>
              </>
            )}
          </WizardFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function WizardFooter({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-end">
      {children}
    </div>
  );
}

function StepDots({ step }: { step: 1 | 2 }) {
  return (
    <div className="grid grid-cols-2 gap-2" aria-hidden="true">
      {[1, 2].map((n) => (
        <span key={n} className={`h-1.5 rounded-full ${n <= step ? 'bg-primary' : 'bg-muted'}`} />
      ))}
    </div>
  );
}
