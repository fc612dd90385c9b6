import { useRef, useState, type FormEvent } from 'react';
import { GOAL_MESSAGES, type TGoal } from '@algoone/contracts';
import { FormAlert, SubmitButton } from '@/components/forms';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { isApiError } from '@/lib/api';
import { errorMessage } from '@/lib/form-errors';
import { toastError, toastSuccess } from '@/lib/spec-toasts';
import { useUpdateGoal } from '../api/update-goal';
import {
  fieldErrorsFromServer,
  firstErrorField,
  goalFormFrom,
  validateGoalForm,
  type GoalField,
  type GoalFieldErrors,
  type GoalFormValues,
} from '../lib/goal-form';
import { GoalAmounts, GoalNameAndPriority, fieldId } from './goal-fields';

/**
 * The real edit (docs/product.md §10): every field of the wizard in one form, with
 * the same validation. A new term counts from the goal's creation date.
 */
export function EditGoalDialog({
  goal,
  open,
  onOpenChange,
}: {
  goal: TGoal;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Editar objetivo</DialogTitle>
          <DialogDescription>
            Ajuste o que mudou. O prazo conta a partir da criação do objetivo.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so it always starts from the goal as saved. */}
        {open && <EditGoalForm goal={goal} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function EditGoalForm({ goal, onDone }: { goal: TGoal; onDone: () => void }) {
  const update = useUpdateGoal();
  const idPrefix = `editar-${goal.id}`;
  const [values, setValues] = useState<GoalFormValues>(() => goalFormFrom(goal));
  const [errors, setErrors] = useState<GoalFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const showErrors = (fieldErrors: GoalFieldErrors) => {
    setErrors(fieldErrors);
    const first = firstErrorField(fieldErrors);
    if (!first) return;
    const id =
      first === 'priority' ? `${fieldId(idPrefix, 'priority')}-Média` : fieldId(idPrefix, first);
    form.current?.querySelector<HTMLElement>(`#${CSS.escape(id)}`)?.focus();
  };

  const change = (field: GoalField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const result = validateGoalForm(values);
    if (!result.ok) {
      showErrors(result.errors);
      if (result.toast) toastError(result.toast);
      return;
    }
    update.mutate(
      { id: goal.id, body: result.body },
      {
        onSuccess: () => {
          toastSuccess({ title: GOAL_MESSAGES.updatedTitle, description: GOAL_MESSAGES.updated });
          onDone();
        },
        onError: (error) => {
          const fieldErrors = isApiError(error) ? fieldErrorsFromServer(error.fields) : {};
          if (firstErrorField(fieldErrors)) showErrors(fieldErrors);
          else setFailure(errorMessage(error));
        },
      },
    );
  };

  return (
    <form ref={form} noValidate onSubmit={onSubmit} className="grid gap-6">
      <GoalNameAndPriority idPrefix={idPrefix} values={values} errors={errors} onChange={change} />
      <GoalAmounts idPrefix={idPrefix} values={values} errors={errors} onChange={change} />
      {failure && <FormAlert title="Não foi possível salvar o objetivo">{failure}</FormAlert>}
      <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={update.isPending}>
            Cancelar
          </Button>
        </DialogClose>
        <SubmitButton busy={update.isPending} busyLabel="Salvando...">
          Salvar alterações
        </SubmitButton>
      </div>
    </form>
  );
}
