import { useState, type FormEvent } from 'react';
import { Save } from 'lucide-react';
import { TOASTS, formatCentsAmount } from '@algoone/domain';
import type { TDashboard } from '@algoone/contracts';
import { Field, SubmitButton } from '@/components/forms';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { useAchievementToasts } from '@/lib/achievement-toasts';
import { isApiError } from '@/lib/api';
import { errorMessage } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/format';
import { dismissErrorToast, toastError, toastSuccess } from '@/lib/spec-toasts';
import { useUpdateNetWorth } from '../api/update-net-worth';
import { parseNetWorthInput } from '../lib/money-forms';

/**
 * The editable total net worth (docs/product.md §5): pt-BR digits, comma for decimals; not a number
 * or negative gives 'Valor inválido'. Each save adds a dated snapshot to the history. A dialog
 * opened from the summary's "Atualizar patrimônio": the dashboard shows figures first and keeps
 * data entry behind its action. It closes once saved.
 */
export function NetWorthDialog({
  netWorth,
  open,
  onOpenChange,
}: {
  netWorth: TDashboard['netWorth'];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  // Here rather than in the form, which unmounts as the dialog closes on success: the
  // achievements of the response still get their toasts.
  const save = useUpdateNetWorth();
  useAchievementToasts(save.data?.achievements);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Patrimônio total</DialogTitle>
          <DialogDescription>
            Quanto você tem investido hoje, somando todas as corretoras. Cada atualização fica no
            seu histórico e entra no cálculo do rendimento.
          </DialogDescription>
        </DialogHeader>
        <NetWorthForm netWorth={netWorth} save={save} onSaved={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function NetWorthForm({
  netWorth,
  save,
  onSaved,
}: {
  netWorth: TDashboard['netWorth'];
  save: ReturnType<typeof useUpdateNetWorth>;
  onSaved: () => void;
}) {
  const [text, setText] = useState(
    netWorth.amountCents === null ? '' : formatCentsAmount(netWorth.amountCents),
  );
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseNetWorthInput(text);
    if (!parsed.ok) {
      setError(parsed.reason);
      toastError(TOASTS.invalidValue);
      return;
    }
    setError(undefined);
    dismissErrorToast(TOASTS.invalidValue.title);
    save.mutate(
      { amountCents: parsed.cents },
      {
        onSuccess: (result) => {
          setText(formatCentsAmount(result.snapshot.amountCents));
          toastSuccess(TOASTS.netWorthUpdated);
          onSaved();
        },
        onError: (failure) => {
          const fieldMessage = isApiError(failure) ? failure.fields?.amountCents : undefined;
          if (fieldMessage) setError(fieldMessage);
          toastError({ title: 'Não foi possível salvar', description: errorMessage(failure) });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <Field
        id="patrimonio-total"
        label="Patrimônio total (R$)"
        error={error}
        description={
          netWorth.recordedAt
            ? `Última atualização: ${formatDateTime(netWorth.recordedAt)}`
            : 'Ainda não informado.'
        }
      >
        {(control) => (
          <Input
            {...control}
            inputMode="decimal"
            autoComplete="off"
            placeholder="Ex.: 50.000,00"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (error) setError(undefined);
            }}
          />
        )}
      </Field>
      <SubmitButton busy={save.isPending} busyLabel="Salvando..." className="sm:justify-self-end">
        <Save aria-hidden="true" />
        Atualizar patrimônio
      </SubmitButton>
    </form>
  );
}
