import { useState, type FormEvent } from 'react';
import { Save } from 'lucide-react';
import { TOASTS, formatCentsAmount } from '@algoone/domain';
import type { TDashboard } from '@algoone/contracts';
import { Field, SubmitButton } from '@/components/forms';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
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
 * or negative gives 'Valor inválido'. Each save adds a dated snapshot to the history.
 */
export function NetWorthCard({ netWorth }: { netWorth: TDashboard['netWorth'] }) {
  const [text, setText] = useState(
    netWorth.amountCents === null ? '' : formatCentsAmount(netWorth.amountCents),
  );
  const [error, setError] = useState<string | undefined>();
  const save = useUpdateNetWorth();
  useAchievementToasts(save.data?.achievements);

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
    <Card role="region" aria-labelledby="patrimonio-titulo">
      <CardHeader className="pb-4 sm:pb-4">
        <CardTitle id="patrimonio-titulo">Patrimônio total</CardTitle>
        <CardDescription>
          Quanto você tem investido hoje, somando todas as corretoras. Cada atualização fica no seu
          histórico e entra no cálculo do rendimento.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={onSubmit}
          className="flex flex-col gap-3 sm:flex-row sm:items-start"
        >
          <Field
            id="patrimonio-total"
            label="Patrimônio total (R$)"
            error={error}
            className="flex-1"
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
          <SubmitButton busy={save.isPending} busyLabel="Salvando..." className="sm:mt-7">
            <Save aria-hidden="true" />
            Atualizar patrimônio
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
