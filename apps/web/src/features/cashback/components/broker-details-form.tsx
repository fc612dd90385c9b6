import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import type { TAdminBroker } from '@algoone/contracts';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/form-errors';
import { useUpdateBroker } from '../api/update-broker';
import { FieldMessage, TextField, fieldsOf } from './admin-form-fields';

const lines = (list: readonly string[]) => list.join('\n');
const listOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** What /corretoras shows of a broker (name, logo, rating, lists, whether it is offered), edited by an admin. */
export function BrokerDetailsForm({ broker }: { broker: TAdminBroker }) {
  const id = useId();
  const update = useUpdateBroker();
  const [form, setForm] = useState({
    name: broker.name,
    logo: broker.logo ?? '',
    rating: broker.rating ?? '',
    clients: broker.clients ?? '',
    cashbackInfo: broker.cashbackInfo ?? '',
    createAccountUrl: broker.createAccountUrl ?? '',
    features: lines(broker.features),
    pros: lines(broker.pros),
    cons: lines(broker.cons),
    active: broker.active,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof typeof form) => (value: string | boolean) =>
    setForm((f) => ({ ...f, [key]: value }));

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      {
        id: broker.id,
        changes: {
          name: form.name.trim(),
          logo: orNull(form.logo),
          rating: orNull(form.rating),
          clients: orNull(form.clients),
          cashbackInfo: orNull(form.cashbackInfo),
          createAccountUrl: orNull(form.createAccountUrl),
          features: listOf(form.features),
          pros: listOf(form.pros),
          cons: listOf(form.cons),
          active: form.active,
        },
      },
      {
        onSuccess: () => {
          setErrors({});
          toast.success(`${broker.name}: dados salvos`);
        },
        onError: (error) => setErrors({ form: errorMessage(error), ...fieldsOf(error) }),
      },
    );
  };

  const area = (key: 'features' | 'pros' | 'cons' | 'cashbackInfo', label: string) => (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <textarea
        id={`${id}-${key}`}
        className="min-h-20 rounded-md border bg-background px-3 py-2 text-sm shadow-xs focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        value={form[key]}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${id}-${key}-erro` : undefined}
        onChange={(e) => set(key)(e.target.value)}
      />
      <FieldMessage id={`${id}-${key}-erro`} message={errors[key]} />
    </div>
  );

  return (
    <form
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={onSave}
      aria-label={`Dados de ${broker.name}`}
    >
      <TextField
        id={`${id}-nome`}
        label="Nome"
        value={form.name}
        error={errors.name}
        onChange={(e) => set('name')(e.target.value)}
      />
      <TextField
        id={`${id}-logo`}
        label="Logo (endereço https://)"
        value={form.logo}
        error={errors.logo}
        onChange={(e) => set('logo')(e.target.value)}
      />
      <TextField
        id={`${id}-nota`}
        label="Nota (0,0 a 5,0)"
        value={form.rating}
        error={errors.rating}
        onChange={(e) => set('rating')(e.target.value)}
      />
      <TextField
        id={`${id}-clientes`}
        label="Clientes"
        value={form.clients}
        error={errors.clients}
        onChange={(e) => set('clients')(e.target.value)}
      />
      <TextField
        id={`${id}-url`}
        label="Abertura de conta (https://)"
        value={form.createAccountUrl}
        error={errors.createAccountUrl}
        onChange={(e) => set('createAccountUrl')(e.target.value)}
      />
      <div className="flex items-center gap-2 self-end pb-2">
        <input
          id={`${id}-ativa`}
          type="checkbox"
          className="size-4 accent-primary"
          checked={form.active}
          onChange={(e) => set('active')(e.target.checked)}
        />
        <Label htmlFor={`${id}-ativa`}>Ativa no catálogo</Label>
      </div>
      {area('cashbackInfo', 'Texto do cashback')}
      {area('features', 'Benefícios (um por linha)')}
      {area('pros', 'Prós (um por linha)')}
      {area('cons', 'Contras (um por linha)')}
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button type="submit" busy={update.isPending}>
          Salvar dados
        </Button>
        <FieldMessage id={`${id}-form-erro`} message={errors.form} />
      </div>
    </form>
  );
}
