import { useEffect, useRef, useState } from 'react';
import { Link } from '@/components/link';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, KeyRound, ShieldCheck } from 'lucide-react';
import {
  ZBackupCodeBody,
  ZSignInBody,
  ZTotpCodeBody,
  type TSignInBody,
  type TSignInResult,
} from '@algoone/contracts';
import { Field, FormAlert, PasswordInput, SubmitButton } from '@/components/forms';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api';
import { applyFieldErrors, signInErrorMessage } from '@/lib/form-errors';
import { useSignIn } from '../api/sign-in';
import { useVerifySecondFactor } from '../api/verify-two-factor';
import { authLinkClass } from './auth-card';

/** What the sign-in did besides signing in, for the page that follows (a cancelled deletion). */
export type SignInOutcome = Pick<TSignInResult, 'deletionCanceled'>;

interface SignInFormProps {
  /** Prefix for element ids, so two forms never share one. */
  idPrefix: string;
  forgotPasswordHref: string;
  /** Called once the session exists; the page decides where to go. Keeps the form busy. */
  onSignedIn: (outcome: SignInOutcome) => Promise<void>;
  /** Tells the page which step is showing (it may adapt its heading). */
  onStepChange?: (step: 'credentials' | 'second-factor') => void;
}

/**
 * Email and password, then — when the account has two-factor — a TOTP code or a backup code.
 * Errors follow docs/product.md §8: the server's message for a refusal, "Erro interno…" otherwise.
 */
export function SignInForm({
  idPrefix,
  forgotPasswordHref,
  onSignedIn,
  onStepChange,
}: SignInFormProps) {
  const [step, setStep] = useState<'credentials' | 'second-factor'>('credentials');
  const [notice, setNotice] = useState<string | null>(null);
  // The password step's answer, kept through the second factor (that is where it is known).
  const [outcome, setOutcome] = useState<SignInOutcome>({});

  const goTo = (next: 'credentials' | 'second-factor') => {
    setStep(next);
    onStepChange?.(next);
  };

  if (step === 'second-factor') {
    return (
      <SecondFactorForm
        idPrefix={idPrefix}
        onSignedIn={() => onSignedIn(outcome)}
        onRestart={(message) => {
          setNotice(message);
          goTo('credentials');
        }}
      />
    );
  }
  return (
    <CredentialsForm
      idPrefix={idPrefix}
      forgotPasswordHref={forgotPasswordHref}
      notice={notice}
      onSignedIn={onSignedIn}
      onSecondFactor={(found) => {
        setNotice(null);
        setOutcome(found);
        goTo('second-factor');
      }}
    />
  );
}

function CredentialsForm({
  idPrefix,
  forgotPasswordHref,
  notice,
  onSignedIn,
  onSecondFactor,
}: {
  idPrefix: string;
  forgotPasswordHref: string;
  notice: string | null;
  onSignedIn: (outcome: SignInOutcome) => Promise<void>;
  onSecondFactor: (outcome: SignInOutcome) => void;
}) {
  const signIn = useSignIn();
  const [failure, setFailure] = useState<string | null>(notice);
  const [finishing, setFinishing] = useState(false);
  const form = useForm<TSignInBody>({
    resolver: zodResolver(ZSignInBody),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { twoFactorRequired, ...outcome } = await signIn.mutateAsync(values);
      if (twoFactorRequired) {
        onSecondFactor(outcome);
        return;
      }
      setFinishing(true);
      await onSignedIn(outcome);
    } catch (error) {
      setFinishing(false);
      setFailure(signInErrorMessage(error));
      const applied = applyFieldErrors(error, form.setError, ['email', 'password']);
      if (applied.length === 0 && isApiError(error) && error.status === 401) {
        form.resetField('password');
        form.setFocus('password');
      }
    }
  });

  const busy = signIn.isPending || finishing;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid gap-5"
      aria-describedby={failure ? `${idPrefix}-falha` : undefined}
    >
      {failure && (
        <div id={`${idPrefix}-falha`}>
          <FormAlert>{failure}</FormAlert>
        </div>
      )}
      <Field id={`${idPrefix}-email`} label="Email" error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="username"
            inputMode="email"
            required
            aria-required="true"
            placeholder="nome@exemplo.com"
            {...form.register('email')}
          />
        )}
      </Field>
      <Field
        id={`${idPrefix}-senha`}
        label="Senha"
        error={errors.password?.message}
        labelAction={
          <Link to={forgotPasswordHref} className={`${authLinkClass} text-sm`}>
            Esqueci minha senha
          </Link>
        }
      >
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="current-password"
            required
            aria-required="true"
            {...form.register('password')}
          />
        )}
      </Field>
      <SubmitButton busy={busy} busyLabel="Entrando..." size="lg" className="w-full">
        Entrar
      </SubmitButton>
    </form>
  );
}

function SecondFactorForm({
  idPrefix,
  onSignedIn,
  onRestart,
}: {
  idPrefix: string;
  onSignedIn: () => Promise<void>;
  onRestart: (message: string | null) => void;
}) {
  const [mode, setMode] = useState<SecondFactorMode>('totp');
  const heading = useRef<HTMLHeadingElement>(null);

  // The step replaces the form the person was in: move focus to its heading so screen readers
  // announce it and the keyboard starts from the top of the new step.
  useEffect(() => {
    heading.current?.focus();
  }, [mode]);

  const Icon = mode === 'totp' ? ShieldCheck : KeyRound;
  return (
    <div className="grid gap-5">
      <div className="flex items-start gap-3 rounded-xl bg-secondary/70 p-4">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-background text-primary">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 ref={heading} tabIndex={-1} className="font-semibold outline-none">
            {mode === 'totp' ? 'Verificação em duas etapas' : 'Código de recuperação'}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {mode === 'totp'
              ? 'Abra o aplicativo autenticador e digite o código de 6 dígitos da AlgoOne.'
              : 'Digite um dos códigos de recuperação que você guardou ao ativar a verificação. Cada código vale uma vez.'}
          </p>
        </div>
      </div>
      <CodeForm
        key={mode}
        mode={mode}
        idPrefix={idPrefix}
        onSignedIn={onSignedIn}
        onRestart={onRestart}
      />
      <div className="flex flex-col items-center gap-2 text-sm sm:flex-row sm:justify-between">
        <Button
          type="button"
          variant="link"
          className="h-auto px-0"
          onClick={() => setMode((value) => (value === 'totp' ? 'backup' : 'totp'))}
        >
          {mode === 'totp' ? 'Usar um código de recuperação' : 'Usar o código do aplicativo'}
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="text-muted-foreground"
          onClick={() => onRestart(null)}
        >
          <ArrowLeft aria-hidden="true" />
          Voltar
        </Button>
      </div>
    </div>
  );
}

type SecondFactorMode = 'totp' | 'backup';

// The server's own schemas, so the form refuses exactly what POST would.
const CODE_SCHEMAS = {
  totp: ZTotpCodeBody.pick({ code: true }),
  backup: ZBackupCodeBody,
} as const;

function CodeForm({
  mode,
  idPrefix,
  onSignedIn,
  onRestart,
}: {
  mode: SecondFactorMode;
  idPrefix: string;
  onSignedIn: () => Promise<void>;
  onRestart: (message: string | null) => void;
}) {
  const verify = useVerifySecondFactor();
  const [failure, setFailure] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);
  const form = useForm<{ code: string }>({
    resolver: zodResolver(CODE_SCHEMAS[mode]),
    defaultValues: { code: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      await verify.mutateAsync({ kind: mode, code });
      setFinishing(true);
      await onSignedIn();
    } catch (error) {
      setFinishing(false);
      // The short-lived second-step cookie expired: only a new sign-in helps.
      if (isApiError(error) && error.status === 401) {
        onRestart(error.message);
        return;
      }
      const applied = applyFieldErrors(error, form.setError, ['code']);
      if (applied.length === 0) {
        setFailure(signInErrorMessage(error));
        form.setFocus('code');
      }
    }
  });

  const busy = verify.isPending || finishing;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      {failure && <FormAlert>{failure}</FormAlert>}
      {mode === 'totp' ? (
        <Field id={`${idPrefix}-codigo`} label="Código de 6 dígitos" error={errors.code?.message}>
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              aria-required="true"
              placeholder="000000"
              className="text-center font-mono text-xl tracking-[0.4em] sm:text-xl"
              {...form.register('code')}
            />
          )}
        </Field>
      ) : (
        <Field
          id={`${idPrefix}-recuperacao`}
          label="Código de recuperação"
          error={errors.code?.message}
        >
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              required
              aria-required="true"
              className="font-mono"
              {...form.register('code')}
            />
          )}
        </Field>
      )}
      <SubmitButton busy={busy} busyLabel="Verificando..." size="lg" className="w-full">
        Verificar e entrar
      </SubmitButton>
    </form>
  );
}
