import { useId, useState, type FormEvent } from 'react';
import { BadgeCheck, KeyRound } from 'lucide-react';
import { Field, FormAlert, SubmitButton } from '@/components/forms';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api';
import { errorMessage } from '@/lib/form-errors';
import { formatDate } from '@/lib/format';
import { useAnalysts, useSetAnalyst } from '../api/analysts';
import { useGrantAccess, useGrants, useRevokeAccess } from '../api/grants';

const fieldsOf = (error: unknown) => (isApiError(error) ? (error.fields ?? {}) : {});

interface Person {
  key: string;
  name: string;
  detail: string;
  onAction: () => void;
}

/** The people a section lists, each with the one thing staff can undo for them. */
function PeopleList({
  label,
  empty,
  actionLabel,
  busy,
  people,
}: {
  label: string;
  empty: string;
  actionLabel: string;
  busy: boolean;
  people: Person[];
}) {
  if (people.length === 0) return <p className="mt-4 text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="mt-4 grid gap-2" aria-label={label}>
      {people.map((person) => (
        <li
          key={person.key}
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3 text-sm"
        >
          <span>
            <span className="font-medium">{person.name}</span> · {person.detail}
          </span>
          <Button type="button" size="sm" variant="outline" busy={busy} onClick={person.onAction}>
            {actionLabel}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** Admins: which consultants are analysts (their CNPI). */
export function AnalystsSection() {
  const id = useId();
  const analysts = useAnalysts(true);
  const save = useSetAnalyst();
  const [email, setEmail] = useState('');
  const [cnpi, setCnpi] = useState('');
  const fields = fieldsOf(save.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { email, cnpi },
      {
        onSuccess: () => {
          setEmail('');
          setCnpi('');
        },
      },
    );
  };
  return (
    <SectionCard
      id="analistas"
      icon={BadgeCheck}
      title="Analistas (CNPI)"
      description="Consultores com CNPI cadastrado criam e publicam relatórios assinados por eles."
    >
      <form
        className="grid gap-4 sm:grid-cols-[2fr_1fr_auto] sm:items-start"
        onSubmit={submit}
        noValidate
      >
        <Field id={`${id}-email`} label="E-mail do consultor" error={fields.email}>
          {(control) => (
            <Input
              {...control}
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Field>
        <Field id={`${id}-cnpi`} label="CNPI" error={fields.cnpi}>
          {(control) => (
            <Input
              {...control}
              placeholder="EM-1234"
              value={cnpi}
              onChange={(e) => setCnpi(e.target.value)}
            />
          )}
        </Field>
        <SubmitButton busy={save.isPending} busyLabel="Salvando..." className="sm:mt-6">
          Salvar CNPI
        </SubmitButton>
      </form>
      {save.isError && !Object.keys(fields).length && (
        <FormAlert>{errorMessage(save.error)}</FormAlert>
      )}
      <PeopleList
        label="Analistas"
        empty="Nenhum analista cadastrado."
        actionLabel="Remover CNPI"
        busy={save.isPending}
        people={(analysts.data ?? []).map((analyst) => ({
          key: analyst.userId,
          name: analyst.name,
          detail: `${analyst.email} · CNPI ${analyst.cnpi}`,
          onAction: () => save.mutate({ email: analyst.email, cnpi: null }),
        }))}
      />
    </SectionCard>
  );
}

/** Admins: investors given research access until the subscription decides it. */
export function GrantsSection() {
  const id = useId();
  const grants = useGrants(true);
  const grant = useGrantAccess();
  const revoke = useRevokeAccess();
  const [email, setEmail] = useState('');
  const fields = fieldsOf(grant.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    grant.mutate(email, { onSuccess: () => setEmail('') });
  };
  return (
    <SectionCard
      id="acessos"
      icon={KeyRound}
      title="Acesso ao research"
      description="Investidores que podem baixar os relatórios por concessão da equipe, além dos assinantes."
    >
      <form
        className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start"
        onSubmit={submit}
        noValidate
      >
        <Field id={`${id}-email`} label="E-mail do investidor" error={fields.email}>
          {(control) => (
            <Input
              {...control}
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Field>
        <SubmitButton busy={grant.isPending} busyLabel="Concedendo..." className="sm:mt-6">
          Conceder acesso
        </SubmitButton>
      </form>
      {(revoke.isError || (grant.isError && !Object.keys(fields).length)) && (
        <FormAlert>{errorMessage(revoke.error ?? grant.error)}</FormAlert>
      )}
      <PeopleList
        label="Investidores com acesso"
        empty="Nenhum acesso concedido."
        actionLabel="Revogar"
        busy={revoke.isPending}
        people={(grants.data ?? []).map((row) => ({
          key: row.userId,
          name: row.name,
          detail: `${row.email} · desde ${formatDate(row.grantedAt)}${row.grantedBy ? ` por ${row.grantedBy}` : ''}`,
          onAction: () => revoke.mutate(row.userId),
        }))}
      />
    </SectionCard>
  );
}
