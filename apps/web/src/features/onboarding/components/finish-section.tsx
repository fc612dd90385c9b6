import { useState, type FormEvent } from 'react';
import { Link } from '@/components/link';
import { ArrowLeft, ExternalLink, Rocket, TriangleAlert } from 'lucide-react';
import { ERROR_CODES, type TMe } from '@algoone/contracts';
import {
  CheckboxField,
  Field,
  FieldError,
  FormAlert,
  PasswordInput,
  SubmitButton,
} from '@/components/forms';
import { PasswordRules } from '@/components/password-rules';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api';
import { AUTH_PATHS, withNext } from '@/lib/auth-paths';
import { errorMessage } from '@/lib/form-errors';
import { ROLE_LABELS } from '@/lib/session';
import { useCompleteOnboarding } from '../api/complete-onboarding';
import { accountErrors, type AccountField } from '../lib/account';
import type { OnboardingDraft } from '../lib/draft';
import { STEP_TITLES, onboardingBody, stepOfField, type ScoredQuestion } from '../lib/wizard';

export const FINISH_LABEL = 'Finalizar e Ir para Dashboard';

/** Creates the investor account (and signs them in); the app composes it from the auth feature. */
export type CreateAccount = (input: {
  name: string;
  email: string;
  password: string;
}) => Promise<unknown>;

const FIELD_IDS: Record<AccountField, string> = {
  email: 'conta-email',
  password: 'conta-senha',
  consent: 'conta-consentimento',
};

interface Failure {
  message: string;
  /** Problems the server found in earlier steps, to fix there. */
  elsewhere: { step: number; message: string }[];
}

const SIGN_IN_TO_CONTINUE = withNext(AUTH_PATHS.signIn, AUTH_PATHS.getStarted);

/**
 * "Finalizar e Ir para Dashboard". A visitor creates the account right here (password and
 * consent to the current Terms and Privacy), then the plan is saved to it in one request; a
 * signed-in investor saves directly. Errors go next to their field, or in an alert.
 */
export function FinishSection({
  draft,
  questions,
  session,
  createAccount,
  onEmailChange,
  onGoToStep,
  onSaved,
}: {
  draft: OnboardingDraft;
  questions: readonly ScoredQuestion[];
  session: { pending: boolean; me: TMe | null };
  createAccount: CreateAccount;
  onEmailChange: (email: string) => void;
  onGoToStep: (step: number) => void;
  onSaved: () => void;
}) {
  const complete = useCompleteOnboarding();
  const [password, setPassword] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<AccountField, string>>>({});
  const [emailTaken, setEmailTaken] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);

  const { me } = session;
  const visitor = me === null;

  if (session.pending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Verificando sua sessão...
      </p>
    );
  }

  if (me && me.user.role !== 'investor') {
    return (
      <Alert variant="warning">
        <TriangleAlert aria-hidden="true" />
        <AlertTitle>Esta é uma conta da equipe</AlertTitle>
        <AlertDescription>
          <p>
            Você entrou como {me.user.name} ({ROLE_LABELS[me.user.role]}). Para salvar um plano de
            investidor, saia e crie uma conta de investidor.
          </p>
          <Button asChild variant="outline" size="sm" className="w-fit">
            <Link to={withNext(AUTH_PATHS.signOut, AUTH_PATHS.getStarted)}>Sair desta conta</Link>
          </Button>
        </AlertDescription>
      </Alert>
    );
  }

  const showFieldErrors = (found: Partial<Record<AccountField, string>>) => {
    setErrors(found);
    const first = (['email', 'password', 'consent'] as const).find((field) => found[field]);
    if (first) document.getElementById(FIELD_IDS[first])?.focus();
    return first !== undefined;
  };

  const failWith = (error: unknown) => {
    const fields = isApiError(error) ? (error.fields ?? {}) : {};
    const elsewhere = Object.entries(fields)
      .map(([field, message]) => ({ step: stepOfField(field), message }))
      .filter((entry) => entry.step < 5);
    setFailure({ message: errorMessage(error), elsewhere });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    setEmailTaken(false);
    if (visitor) {
      const found = accountErrors({ name: draft.name, email: draft.email, password, consent });
      if (showFieldErrors(found)) return;
    }
    setBusy(true);
    try {
      if (visitor) {
        try {
          await createAccount({ name: draft.name.trim(), email: draft.email.trim(), password });
        } catch (error) {
          const fields = isApiError(error) ? (error.fields ?? {}) : {};
          const found: Partial<Record<AccountField, string>> = {};
          if (fields.email) found.email = fields.email;
          if (fields.password) found.password = fields.password;
          if (fields.acceptTerms) found.consent = fields.acceptTerms;
          setEmailTaken(isApiError(error) && error.code === ERROR_CODES.emailTaken);
          if (!showFieldErrors(found)) failWith(error);
          return;
        }
        // The account exists and is signed in: the password has no further use here.
        setPassword('');
      }
      await complete.mutateAsync(onboardingBody(draft, questions));
      onSaved();
    } catch (error) {
      failWith(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby="finalizar-titulo"
      className="grid grid-cols-[minmax(0,1fr)] gap-5 rounded-xl border bg-secondary/40 p-4 sm:p-6"
    >
      <div>
        <h3 id="finalizar-titulo" className="text-lg font-semibold tracking-tight">
          {visitor ? 'Crie sua conta para salvar o plano' : 'Tudo pronto para salvar'}
        </h3>
        <p className="mt-1 text-sm text-muted-foreground [overflow-wrap:anywhere]">
          {visitor
            ? 'Guardamos seu perfil, a carteira recomendada e suas corretoras na sua conta. Você pode refazer o perfil quando quiser.'
            : `Vamos salvar o plano na sua conta (${me?.user.email ?? ''}).`}
        </p>
      </div>

      <form noValidate onSubmit={onSubmit} className="grid grid-cols-[minmax(0,1fr)] gap-5">
        {failure && (
          <FormAlert title="Não foi possível salvar">
            <p>{failure.message}</p>
            {failure.elsewhere.length > 0 && (
              <ul className="grid gap-2">
                {failure.elsewhere.map((entry) => (
                  <li key={`${entry.step}-${entry.message}`} className="grid gap-1">
                    <span>{entry.message}</span>
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      className="w-fit"
                      onClick={() => onGoToStep(entry.step)}
                    >
                      <ArrowLeft aria-hidden="true" />
                      Ir para {STEP_TITLES[entry.step - 1]}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </FormAlert>
        )}

        {visitor && (
          <>
            <Field
              id={FIELD_IDS.email}
              label="Email da conta"
              error={emailTaken ? undefined : errors.email}
            >
              {(control) => (
                <Input
                  {...control}
                  aria-invalid={errors.email ? true : undefined}
                  aria-describedby={errors.email ? `${FIELD_IDS.email}-erro` : undefined}
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  required
                  aria-required="true"
                  maxLength={254}
                  value={draft.email}
                  onChange={(event) => {
                    setErrors((current) => ({ ...current, email: undefined }));
                    setEmailTaken(false);
                    onEmailChange(event.target.value);
                  }}
                />
              )}
            </Field>
            {emailTaken && errors.email && (
              <div id={`${FIELD_IDS.email}-erro`} className="-mt-3 grid gap-1">
                <FieldError>{errors.email}</FieldError>
                <Link
                  to={SIGN_IN_TO_CONTINUE}
                  className="ml-5.5 w-fit rounded-sm text-sm font-semibold text-primary underline underline-offset-4"
                >
                  Entrar com este email e continuar
                </Link>
              </div>
            )}
            <Field
              id={FIELD_IDS.password}
              label="Crie uma senha"
              error={errors.password}
              description={<PasswordRules />}
            >
              {(control) => (
                <PasswordInput
                  {...control}
                  autoComplete="new-password"
                  required
                  aria-required="true"
                  value={password}
                  onChange={(event) => {
                    setErrors((current) => ({ ...current, password: undefined }));
                    setPassword(event.target.value);
                  }}
                />
              )}
            </Field>
            <div className="grid gap-2">
              <CheckboxField
                id={FIELD_IDS.consent}
                checked={consent}
                aria-invalid={errors.consent ? true : undefined}
                aria-describedby={errors.consent ? `${FIELD_IDS.consent}-erro` : undefined}
                onChange={(event) => {
                  setErrors((current) => ({ ...current, consent: undefined }));
                  setConsent(event.target.checked);
                }}
                label={
                  <>
                    Li e aceito os{' '}
                    <a
                      href="/termos"
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex items-center gap-0.5 rounded-sm text-primary underline underline-offset-4"
                    >
                      Termos de Uso
                      <ExternalLink className="size-3.5" aria-hidden="true" />
                      <span className="sr-only"> (abre em nova aba)</span>
                    </a>{' '}
                    e a{' '}
                    <a
                      href="/privacidade"
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex items-center gap-0.5 rounded-sm text-primary underline underline-offset-4"
                    >
                      Política de Privacidade
                      <ExternalLink className="size-3.5" aria-hidden="true" />
                      <span className="sr-only"> (abre em nova aba)</span>
                    </a>
                    .
                  </>
                }
              />
              {errors.consent && (
                <FieldError id={`${FIELD_IDS.consent}-erro`}>{errors.consent}</FieldError>
              )}
            </div>
          </>
        )}

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <Button type="button" variant="ghost" size="lg" onClick={() => onGoToStep(4)}>
            <ArrowLeft aria-hidden="true" />
            Voltar
          </Button>
          <SubmitButton
            busy={busy}
            busyLabel="Salvando seu plano..."
            size="lg"
            className="h-auto min-h-12 px-4 py-3 whitespace-normal"
          >
            <Rocket aria-hidden="true" />
            {FINISH_LABEL}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
