import { useState, type FormEvent } from 'react';
import { Save, TriangleAlert } from 'lucide-react';
import { PORTFOLIO_CATEGORIES, TOASTS, formatBRL } from '@algoone/domain';
import type { THoldings } from '@algoone/contracts';
import { SubmitButton } from '@/components/forms';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { useAchievementToasts } from '@/lib/achievement-toasts';
import { errorMessage } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/format';
import { toastError, toastSuccess } from '@/lib/spec-toasts';
import { useUpdateHoldings } from '../api/update-holdings';
import {
  holdingsFormFrom,
  isInvalidAmountText,
  parseHoldingsForm,
  type HoldingsForm,
} from '../lib/money-forms';

const fieldId = (category: string) =>
  `carteira-${category
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')}`;

/**
 * The editable current portfolio by portfolio category. docs/product.md §5: each category is
 * parsed and an invalid amount becomes 0 — said next to the field before saving, not silently.
 * A dialog opened from "Atualizar carteira" (and by `/dashboard#carteira-atual`), so the
 * dashboard's figures come first; it closes once saved.
 */
export function HoldingsDialog({
  holdings,
  open,
  onOpenChange,
}: {
  holdings: THoldings;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  // Here rather than in the form, which unmounts as the dialog closes on success: the
  // achievements of the response still get their toasts.
  const save = useUpdateHoldings();
  useAchievementToasts(save.data?.achievements);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Carteira atual</DialogTitle>
          <DialogDescription>
            Quanto você tem hoje em cada categoria, em reais. FIIs contam como Ações Brasil na
            comparação com a carteira recomendada.
            {holdings.updatedAt && ` Atualizada em ${formatDateTime(holdings.updatedAt)}.`}
          </DialogDescription>
        </DialogHeader>
        <HoldingsEditorForm holdings={holdings} save={save} onSaved={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function HoldingsEditorForm({
  holdings,
  save,
  onSaved,
}: {
  holdings: THoldings;
  save: ReturnType<typeof useUpdateHoldings>;
  onSaved: () => void;
}) {
  const [form, setForm] = useState<HoldingsForm>(() => holdingsFormFrom(holdings.byCategory));
  const parsed = parseHoldingsForm(form);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { invalid } = parsed;
    save.mutate(
      { holdings: parsed.holdings },
      {
        onSuccess: (result) => {
          setForm(holdingsFormFrom(result.holdings.byCategory));
          toastSuccess(
            invalid.length === 0
              ? TOASTS.portfolioUpdated
              : {
                  title: TOASTS.portfolioUpdated.title,
                  description: `${TOASTS.portfolioUpdated.description} Valores inválidos foram salvos como R$ 0,00: ${invalid.join(', ')}.`,
                },
          );
          onSaved();
        },
        onError: (failure) =>
          toastError({ title: 'Não foi possível salvar', description: errorMessage(failure) }),
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        {PORTFOLIO_CATEGORIES.map((category) => {
          const id = fieldId(category);
          const invalid = isInvalidAmountText(form[category]);
          return (
            <div key={category} className="grid gap-1.5">
              <label htmlFor={id} className="text-sm font-medium">
                {category} (R$)
              </label>
              <Input
                id={id}
                inputMode="decimal"
                autoComplete="off"
                value={form[category]}
                aria-invalid={invalid || undefined}
                aria-describedby={invalid ? `${id}-aviso` : undefined}
                onChange={(event) =>
                  setForm((current) => ({ ...current, [category]: event.target.value }))
                }
              />
              {invalid && (
                <p
                  id={`${id}-aviso`}
                  className="flex items-start gap-1.5 text-xs font-medium text-amber-800"
                >
                  <TriangleAlert className="mt-px size-3.5 shrink-0" aria-hidden="true" />
                  Valor inválido: será salvo como R$ 0,00.
                </p>
              )}
            </div>
          );
        })}
      </div>
      <div className="flex flex-col gap-3 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm">
          Total: <span className="font-semibold tabular-nums">{formatBRL(parsed.totalCents)}</span>
        </p>
        <SubmitButton busy={save.isPending} busyLabel="Salvando...">
          <Save aria-hidden="true" />
          Salvar carteira
        </SubmitButton>
      </div>
    </form>
  );
}
