import { useState, type FormEvent } from 'react';
import { UserPen } from 'lucide-react';
import type { TPrivacySummary } from '@algoone/contracts';
import { Field } from '@/components/forms';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/form-errors';
import { toastSuccess } from '@/lib/spec-toasts';
import { useCorrectProfile } from '../../api/privacy';
import { fieldError } from '../../lib/field-error';

/** Correction of the name (and an investor's phone); the email is the sign-in, a DPO request. */
export function CorrectSection({
  summary,
  investor,
}: {
  summary: TPrivacySummary;
  investor: boolean;
}) {
  const [name, setName] = useState(summary.profile.name);
  const [phone, setPhone] = useState(summary.profile.phone ?? '');
  const correct = useCorrectProfile();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    correct.mutate(investor ? { name, phone } : { name }, {
      onSuccess: () =>
        toastSuccess({ title: 'Dados corrigidos', description: 'Seus dados foram atualizados.' }),
    });
  };
  return (
    <SectionCard
      id="corrigir"
      icon={UserPen}
      title="Corrigir dados"
      description="Seu nome e telefone. Para trocar o email de acesso, faça uma solicitação ao encarregado."
    >
      <form
        noValidate
        onSubmit={submit}
        className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2"
      >
        <Field id="dados-nome" label="Nome completo" error={fieldError(correct.error, 'name')}>
          {(control) => (
            <Input
              {...control}
              autoComplete="name"
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          )}
        </Field>
        {investor && (
          <Field
            id="dados-telefone"
            label="Telefone com DDD"
            error={fieldError(correct.error, 'phone')}
          >
            {(control) => (
              <Input
                {...control}
                inputMode="tel"
                autoComplete="tel"
                value={phone}
                onChange={(e) => setPhone(e.target.value)}
              />
            )}
          </Field>
        )}
        <p className="text-sm break-all text-muted-foreground sm:col-span-2">
          Email: {summary.profile.email}
        </p>
        {correct.isError &&
          !fieldError(correct.error, 'name') &&
          !fieldError(correct.error, 'phone') && (
            <p role="alert" className="text-sm text-destructive sm:col-span-2">
              {errorMessage(correct.error)}
            </p>
          )}
        <Button type="submit" className="justify-self-start" busy={correct.isPending}>
          Salvar correção
        </Button>
      </form>
    </SectionCard>
  );
}
