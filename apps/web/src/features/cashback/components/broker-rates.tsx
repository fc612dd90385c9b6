import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { rateStartLabel, toIsoCalendarDate } from '@algoone/domain';
import type { TAdminBroker } from '@algoone/contracts';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/form-errors';
import { useAddRate } from '../api/add-rate';
import { formatRateBps } from '../lib/cashback-text';
import { FieldMessage, TextField, fieldsOf } from './admin-form-fields';

/**
 * A broker's rate history and the form for a new rate, which applies from the month chosen on
 * (earlier months keep theirs). The seeded first rate reads 'Desde o início'.
 */
export function BrokerRates({ broker }: { broker: TAdminBroker }) {
  const id = useId();
  const addRate = useAddRate();
  const [rate, setRate] = useState({
    month: toIsoCalendarDate(new Date()).slice(0, 7),
    percent: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onAddRate = (event: FormEvent) => {
    event.preventDefault();
    const percent = Number(rate.percent.replace(',', '.'));
    if (rate.percent.trim() === '' || !Number.isFinite(percent)) {
      setErrors({ annualBps: 'Informe a taxa ao ano, por exemplo 0,45.' });
      return;
    }
    addRate.mutate(
      { id: broker.id, rate: { effectiveMonth: rate.month, annualBps: Math.round(percent * 100) } },
      {
        onSuccess: () => {
          setErrors({});
          setRate((r) => ({ ...r, percent: '' }));
          toast.success(`${broker.name}: nova taxa registrada`);
        },
        onError: (error) => setErrors({ form: errorMessage(error), ...fieldsOf(error) }),
      },
    );
  };

  return (
    <div className="grid content-start gap-4">
      <div>
        <h3 className="text-sm font-semibold">Histórico de taxas</h3>
        <ul className="mt-2 grid gap-1 text-sm">
          {broker.rates.map((r) => (
            <li key={r.effectiveMonth} className="flex justify-between gap-3">
              <span>{rateStartLabel(r.effectiveMonth)}</span>
              <span className="tabular-nums">{formatRateBps(r.annualBps)} a.a.</span>
            </li>
          ))}
        </ul>
      </div>
      <form className="grid gap-3" onSubmit={onAddRate} aria-label={`Nova taxa de ${broker.name}`}>
        <TextField
          id={`${id}-taxa-mes`}
          label="A partir do mês"
          type="month"
          value={rate.month}
          error={errors.effectiveMonth}
          onChange={(e) => setRate((r) => ({ ...r, month: e.target.value }))}
        />
        <TextField
          id={`${id}-taxa`}
          label="Taxa ao ano (%)"
          inputMode="decimal"
          placeholder="0,45"
          value={rate.percent}
          error={errors.annualBps}
          onChange={(e) => setRate((r) => ({ ...r, percent: e.target.value }))}
        />
        <Button type="submit" variant="outline" busy={addRate.isPending}>
          Registrar nova taxa
        </Button>
        <FieldMessage id={`${id}-taxa-form-erro`} message={errors.form} />
      </form>
    </div>
  );
}
