import { useRef, useState, type FormEvent } from 'react';
import {
  APORTE_CATEGORIES,
  TOASTS,
  formatCentsAmount,
  maskCentsInput,
  toIsoCalendarDate,
} from '@algoone/domain';
import type { TContribution } from '@algoone/contracts';
import { Field, SubmitButton } from '@/components/forms';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input, NativeSelect } from '@/components/ui/input';
import { useAchievementToasts } from '@/lib/achievement-toasts';
import { isApiError } from '@/lib/api';
import { errorMessage } from '@/lib/form-errors';
import { dismissErrorToast, toastError, toastSuccess } from '@/lib/spec-toasts';
import { useCreateContribution } from '../api/create-contribution';
import { useAporteBrokers, withCurrentBroker } from '../api/get-aporte-brokers';
import { useUpdateContribution } from '../api/update-contribution';
import {
  emptyAporteForm,
  validateAporteForm,
  type AporteField,
  type AporteFormValues,
} from '../lib/aporte-form';

const SERVER_FIELDS: Record<string, AporteField> = {
  amountCents: 'valor',
  date: 'data',
  brokerId: 'corretora',
  category: 'categoria',
};

const FIELD_ORDER: AporteField[] = ['valor', 'data', 'corretora', 'categoria'];

function formFrom(contribution: TContribution): AporteFormValues {
  return {
    valor: formatCentsAmount(contribution.amountCents),
    data: contribution.date,
    corretora: contribution.brokerId,
    categoria: contribution.category,
  };
}

type CreateMutation = ReturnType<typeof useCreateContribution>;
type UpdateMutation = ReturnType<typeof useUpdateContribution>;

function AporteForm({
  contribution,
  onDone,
  create,
  update,
}: {
  contribution?: TContribution | undefined;
  onDone: () => void;
  create: CreateMutation;
  update: UpdateMutation;
}) {
  const today = toIsoCalendarDate(new Date());
  const [values, setValues] = useState<AporteFormValues>(() =>
    contribution ? formFrom(contribution) : emptyAporteForm(today),
  );
  const [errors, setErrors] = useState<Partial<Record<AporteField, string>>>({});
  const form = useRef<HTMLFormElement>(null);
  const busy = create.isPending || update.isPending;
  const brokers = useAporteBrokers();

  const set = (field: AporteField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const focusFirst = (fieldErrors: Partial<Record<AporteField, string>>) => {
    const first = FIELD_ORDER.find((field) => fieldErrors[field]);
    if (first) form.current?.querySelector<HTMLElement>(`#aporte-${first}`)?.focus();
  };

  const onServerError = (failure: unknown) => {
    const fieldErrors: Partial<Record<AporteField, string>> = {};
    if (isApiError(failure) && failure.fields) {
      for (const [key, message] of Object.entries(failure.fields)) {
        const field = SERVER_FIELDS[key];
        if (field) fieldErrors[field] = message;
      }
    }
    setErrors(fieldErrors);
    focusFirst(fieldErrors);
    toastError({ title: 'Não foi possível salvar o aporte', description: errorMessage(failure) });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateAporteForm(values, today);
    if (!result.ok) {
      setErrors(result.errors);
      focusFirst(result.errors);
      toastError(result.toast);
      return;
    }
    setErrors({});
    dismissErrorToast(TOASTS.invalidValue.title);
    dismissErrorToast(TOASTS.requiredFields.title);
    if (contribution) {
      update.mutate(
        { id: contribution.id, body: result.body },
        {
          onSuccess: () => {
            toastSuccess({
              title: 'Aporte atualizado',
              description: 'As alterações do aporte foram salvas.',
            });
            onDone();
          },
          onError: onServerError,
        },
      );
      return;
    }
    create.mutate(result.body, {
      onSuccess: () => {
        setValues(emptyAporteForm(today));
        toastSuccess(TOASTS.aporteRegistered);
        onDone();
      },
      onError: onServerError,
    });
  };

  return (
    <form ref={form} noValidate onSubmit={onSubmit} className="grid gap-4">
      <Field id="aporte-valor" label="Valor (R$)" error={errors.valor}>
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            autoComplete="off"
            placeholder="0,00"
            value={values.valor}
            onChange={(event) => set('valor', maskCentsInput(event.target.value))}
          />
        )}
      </Field>
      <Field id="aporte-data" label="Data" error={errors.data}>
        {(control) => (
          <Input
            {...control}
            type="date"
            max={today}
            min="1900-01-01"
            value={values.data}
            onChange={(event) => set('data', event.target.value)}
          />
        )}
      </Field>
      <Field
        id="aporte-corretora"
        label="Corretora"
        error={
          errors.corretora ??
          (brokers.isError
            ? 'Não foi possível carregar as corretoras. Tente novamente.'
            : undefined)
        }
      >
        {(control) => (
          <NativeSelect
            {...control}
            value={values.corretora}
            disabled={brokers.isPending}
            onChange={(event) => set('corretora', event.target.value)}
          >
            <option value="">
              {brokers.isPending ? 'Carregando corretoras…' : 'Selecione a corretora'}
            </option>
            {withCurrentBroker(brokers.data ?? [], values.corretora).map(({ id, label }) => (
              <option key={id} value={id}>
                {label}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field id="aporte-categoria" label="Categoria" error={errors.categoria}>
        {(control) => (
          <NativeSelect
            {...control}
            value={values.categoria}
            onChange={(event) => set('categoria', event.target.value)}
          >
            <option value="">Selecione a categoria</option>
            {APORTE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <DialogFooter className="pt-2">
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancelar
          </Button>
        </DialogClose>
        <SubmitButton busy={busy} busyLabel="Salvando...">
          {contribution ? 'Salvar alterações' : 'Registrar aporte'}
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}

/**
 * The aportes dialog (docs/product.md §3): valor with the cents mask, data (today by default),
 * corretora from the aporte list (§9) and categoria. Creates an aporte, or edits one when given.
 * Pages load it on first use (RegisterAporteButton, lazyDialog): it is not in their first load.
 */
export function AporteDialog({
  contribution,
  open,
  onOpenChange,
}: {
  contribution?: TContribution | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  // Here rather than in the form, which unmounts as the dialog closes on success: the
  // achievements of the response still get their toasts.
  const create = useCreateContribution();
  const update = useUpdateContribution();
  useAchievementToasts(create.data?.achievements);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{contribution ? 'Editar aporte' : 'Registrar aporte'}</DialogTitle>
          <DialogDescription>
            {contribution
              ? 'Corrija o valor, a data, a corretora ou a categoria.'
              : 'Quanto você investiu, quando, em qual corretora e em qual categoria.'}
          </DialogDescription>
        </DialogHeader>
        <AporteForm
          key={contribution?.id ?? 'novo'}
          contribution={contribution}
          onDone={() => onOpenChange(false)}
          create={create}
          update={update}
        />
      </DialogContent>
    </Dialog>
  );
}
