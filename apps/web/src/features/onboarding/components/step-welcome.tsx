import { useState, type FormEvent } from 'react';
import { Field } from '@/components/forms';
import { Input } from '@/components/ui/input';
import { maskCentsInput } from '@algoone/domain';
import type { OnboardingDraft } from '../lib/draft';
import { welcomeErrors, welcomeFilled, type WelcomeField } from '../lib/wizard';
import { WizardNav } from './wizard-nav';

const FIELD_ORDER: readonly WelcomeField[] = ['name', 'email', 'phone'];
const FIELD_IDS: Record<WelcomeField, string> = {
  name: 'onboarding-nome',
  email: 'onboarding-email',
  phone: 'onboarding-telefone',
};

/**
 * Step 1: nome, email, telefone (optional), patrimônio (optional, cents mask: docs/product.md §5).
 * "Começar agora" is disabled until nome and email are filled; the email format is checked
 * when going on, with the message next to the field.
 */
export function StepWelcome({
  draft,
  onChange,
  onNext,
  accountEmail,
}: {
  draft: OnboardingDraft;
  onChange: (patch: Partial<OnboardingDraft>) => void;
  onNext: () => void;
  /** A signed-in investor's email: the one the plan is saved to, not editable here. */
  accountEmail: string | null;
}) {
  const [errors, setErrors] = useState<Partial<Record<WelcomeField, string>>>({});

  const edit = (field: WelcomeField, value: string) => {
    setErrors((current) => ({ ...current, [field]: undefined }));
    onChange({ [field]: value });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = welcomeErrors(accountEmail ? { ...draft, email: accountEmail } : draft);
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      document.getElementById(FIELD_IDS[first])?.focus();
      return;
    }
    onNext();
  };

  return (
    <form noValidate onSubmit={submit}>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={FIELD_IDS.name} label="Nome" error={errors.name} className="sm:col-span-2">
          {(control) => (
            <Input
              {...control}
              autoComplete="name"
              required
              aria-required="true"
              maxLength={120}
              placeholder="Como você se chama?"
              value={draft.name}
              onChange={(event) => edit('name', event.target.value)}
            />
          )}
        </Field>
        <Field
          id={FIELD_IDS.email}
          label="Email"
          error={errors.email}
          className="sm:col-span-2"
          description={
            accountEmail ? 'O plano será salvo na conta com que você entrou.' : undefined
          }
        >
          {(control) => (
            <Input
              {...control}
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              aria-required="true"
              maxLength={254}
              placeholder="nome@exemplo.com"
              readOnly={accountEmail !== null}
              className={accountEmail ? 'bg-muted/60' : undefined}
              value={accountEmail ?? draft.email}
              onChange={(event) => edit('email', event.target.value)}
            />
          )}
        </Field>
        <Field
          id={FIELD_IDS.phone}
          label={
            <>
              Telefone <span className="font-normal text-muted-foreground">(opcional)</span>
            </>
          }
          error={errors.phone}
          className="content-start"
          description="Com DDD, para o seu consultor falar com você."
        >
          {(control) => (
            <Input
              {...control}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              maxLength={25}
              placeholder="(11) 91234-5678"
              value={draft.phone}
              onChange={(event) => edit('phone', event.target.value)}
            />
          )}
        </Field>
        <Field
          id="onboarding-patrimonio"
          className="content-start"
          label={
            <>
              Patrimônio investido{' '}
              <span className="font-normal text-muted-foreground">(opcional)</span>
            </>
          }
          description="Em reais, somando suas aplicações. Ajusta a carteira recomendada."
        >
          {(control) => (
            <div className="relative">
              <span
                aria-hidden="true"
                className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm font-medium text-muted-foreground"
              >
                R$
              </span>
              <Input
                {...control}
                inputMode="numeric"
                autoComplete="off"
                placeholder="0,00"
                className="pl-10 tabular-nums"
                value={draft.patrimonio}
                onChange={(event) => onChange({ patrimonio: maskCentsInput(event.target.value) })}
              />
            </div>
          )}
        </Field>
      </div>
      <WizardNav
        idPrefix="passo-1"
        nextType="submit"
        nextLabel="Começar agora"
        nextDisabled={!welcomeFilled(accountEmail ? { ...draft, email: accountEmail } : draft)}
        hint="Preencha nome e email para começar."
      />
    </form>
  );
}
