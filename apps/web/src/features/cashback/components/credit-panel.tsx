import { useId, useState, type FormEvent } from 'react';
import { HandCoins } from 'lucide-react';
import { toast } from '@/lib/toast';
import { CASHBACK_STATUSES, CASHBACK_STATUS_LABELS, toIsoCalendarDate } from '@algoone/domain';
import type { TAdminBroker, TCashbackStatus } from '@algoone/contracts';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/form-errors';
import { useRecordCredit } from '../api/record-credit';
import { FieldMessage, TextField, centsOf, fieldsOf } from './admin-form-fields';

/**
 * /admin/cashback's one entry for one investor: a credit, a forecast or a reversal. The ledger
 * is never edited; a correction is another entry.
 */
export function CreditPanel({ brokers }: { brokers: readonly TAdminBroker[] }) {
  const id = useId();
  const thisMonth = toIsoCalendarDate(new Date()).slice(0, 7);
  const [form, setForm] = useState({
    email: '',
    brokerId: brokers[0]?.id ?? '',
    referenceMonth: thisMonth,
    received: '',
    passed: '',
    status: 'creditado' as TCashbackStatus,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const record = useRecordCredit();
  const set = (key: keyof typeof form) => (value: string) =>
    setForm((f) => ({ ...f, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const received = centsOf(form.received);
    const passed = centsOf(form.passed);
    const local: Record<string, string> = {};
    if (!form.email.trim()) local.email = 'Informe o e-mail do investidor.';
    if (received.error) local.receivedCents = received.error;
    if (passed.error) local.passedOnCents = passed.error;
    setErrors(local);
    if (Object.keys(local).length > 0 || received.cents === undefined || passed.cents === undefined)
      return;
    record.mutate(
      {
        email: form.email.trim(),
        brokerId: form.brokerId,
        referenceMonth: form.referenceMonth,
        receivedCents: received.cents,
        passedOnCents: passed.cents,
        status: form.status,
      },
      {
        onSuccess: (result) => {
          toast.success('Lançamento registrado', {
            description: result.emailSent
              ? 'O investidor foi avisado por e-mail.'
              : 'Sem e-mail: só créditos avisam o investidor.',
          });
          setForm((f) => ({ ...f, email: '', received: '', passed: '' }));
        },
        onError: (error) => {
          const fields = fieldsOf(error);
          setErrors(Object.keys(fields).length > 0 ? fields : { form: errorMessage(error) });
        },
      },
    );
  };

  return (
    <SectionCard
      id="credito"
      icon={HandCoins}
      title="Registrar um lançamento"
      description="Para um investidor: um crédito, uma previsão ou o estorno de um crédito. Correções são novos lançamentos; o extrato nunca é editado."
    >
      <form className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" onSubmit={onSubmit} noValidate>
        <TextField
          id={`${id}-email`}
          label="E-mail do investidor"
          type="email"
          autoComplete="off"
          value={form.email}
          error={errors.email}
          onChange={(e) => set('email')(e.target.value)}
        />
        <div className="grid gap-2">
          <Label htmlFor={`${id}-corretora`}>Corretora</Label>
          <NativeSelect
            id={`${id}-corretora`}
            value={form.brokerId}
            aria-invalid={errors.brokerId ? true : undefined}
            aria-describedby={errors.brokerId ? `${id}-corretora-erro` : undefined}
            onChange={(e) => set('brokerId')(e.target.value)}
          >
            {brokers.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </NativeSelect>
          <FieldMessage id={`${id}-corretora-erro`} message={errors.brokerId} />
        </div>
        <TextField
          id={`${id}-mes`}
          label="Mês de referência"
          type="month"
          value={form.referenceMonth}
          error={errors.referenceMonth}
          onChange={(e) => set('referenceMonth')(e.target.value)}
        />
        <TextField
          id={`${id}-recebido`}
          label="Recebido da corretora (R$)"
          inputMode="decimal"
          value={form.received}
          error={errors.receivedCents}
          onChange={(e) => set('received')(e.target.value)}
        />
        <TextField
          id={`${id}-repassado`}
          label="Repassado ao investidor (R$)"
          inputMode="decimal"
          value={form.passed}
          error={errors.passedOnCents}
          onChange={(e) => set('passed')(e.target.value)}
        />
        <div className="grid gap-2">
          <Label htmlFor={`${id}-status`}>Status</Label>
          <NativeSelect
            id={`${id}-status`}
            value={form.status}
            onChange={(e) => set('status')(e.target.value)}
          >
            {CASHBACK_STATUSES.map((status) => (
              <option key={status} value={status}>
                {CASHBACK_STATUS_LABELS[status]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-3">
          <Button type="submit" busy={record.isPending}>
            {record.isPending ? 'Registrando...' : 'Registrar lançamento'}
          </Button>
          <FieldMessage id={`${id}-form-erro`} message={errors.form} />
        </div>
      </form>
    </SectionCard>
  );
}
