import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { Check, Copy, ShieldCheck } from 'lucide-react';
import { ZPasswordConfirmBody, ZTotpCodeBody } from '@algoone/contracts';
import {
  CheckboxField,
  Field,
  FieldError,
  FormAlert,
  PasswordInput,
  SubmitButton,
} from '@/components/forms';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { applyFieldErrors, errorMessage } from '@/lib/form-errors';
import { cn } from '@/lib/utils';
import { useConfirmTwoFactor, useStartTwoFactor, type TwoFactorSetup } from './api';
import { BackupCodes } from './backup-codes';
import { groupSecret } from './format';
import { QrCode } from './qr-code';

type Step = 'password' | 'scan' | 'codes';
const STEPS: { id: Step; label: string }[] = [
  { id: 'password', label: 'Confirmar senha' },
  { id: 'scan', label: 'Escanear e confirmar' },
  { id: 'codes', label: 'Guardar códigos' },
];

interface TwoFactorEnrolmentProps {
  /** The person's email, written in the backup codes file. */
  account: string;
  /** Prefix for element ids. */
  idPrefix: string;
  /** After the code confirmed enrolment (two-factor is now on). */
  onEnrolled?: () => void;
  /** After the person says the backup codes are kept. */
  onDone: () => void;
  /** Shown next to the first step's button, e.g. "Cancelar". */
  secondaryAction?: ReactNode;
}

/**
 * TOTP enrolment, used by /conta and by the admins' mandatory /admin/2fa: confirm the password,
 * scan the QR code (or type the secret), confirm a code, then keep the ten backup codes.
 */
export function TwoFactorEnrolment({
  account,
  idPrefix,
  onEnrolled,
  onDone,
  secondaryAction,
}: TwoFactorEnrolmentProps) {
  const [step, setStep] = useState<Step>('password');
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [moved, setMoved] = useState(false);

  // Each step replaces the previous one: announce it and start the keyboard from its heading.
  useEffect(() => {
    if (moved) heading.current?.focus();
  }, [step, moved]);

  const goTo = (next: Step) => {
    setMoved(true);
    setStep(next);
  };

  const index = STEPS.findIndex((s) => s.id === step);
  return (
    <div className="grid gap-6">
      <ol className="flex flex-wrap gap-x-5 gap-y-2 text-sm" aria-label="Etapas da ativação">
        {STEPS.map((s, i) => (
          <li
            key={s.id}
            aria-current={i === index ? 'step' : undefined}
            className={cn(
              'flex items-center gap-2',
              i === index ? 'font-semibold text-foreground' : 'text-muted-foreground',
            )}
          >
            <span
              className={cn(
                'flex size-6 items-center justify-center rounded-full border text-xs font-semibold',
                i < index && 'border-primary bg-primary text-primary-foreground',
                i === index && 'border-primary text-primary',
              )}
              aria-hidden="true"
            >
              {i < index ? <Check className="size-3.5" /> : i + 1}
            </span>
            {s.label}
            {i < index && <span className="sr-only"> (concluída)</span>}
          </li>
        ))}
      </ol>

      {step === 'password' && (
        <PasswordStep
          idPrefix={idPrefix}
          headingRef={heading}
          secondaryAction={secondaryAction}
          onStarted={(result) => {
            setSetup(result);
            goTo('scan');
          }}
        />
      )}
      {step === 'scan' && setup && (
        <ScanStep
          idPrefix={idPrefix}
          headingRef={heading}
          setup={setup}
          onConfirmed={() => {
            onEnrolled?.();
            goTo('codes');
          }}
        />
      )}
      {step === 'codes' && setup && (
        <CodesStep
          idPrefix={idPrefix}
          headingRef={heading}
          codes={setup.backupCodes}
          account={account}
          onDone={onDone}
        />
      )}
    </div>
  );
}

type HeadingRef = RefObject<HTMLHeadingElement | null>;

function StepHeading({ headingRef, children }: { headingRef: HeadingRef; children: ReactNode }) {
  return (
    <h3 ref={headingRef} tabIndex={-1} className="text-base font-semibold outline-none">
      {children}
    </h3>
  );
}

function PasswordStep({
  idPrefix,
  headingRef,
  secondaryAction,
  onStarted,
}: {
  idPrefix: string;
  headingRef: HeadingRef;
  secondaryAction?: ReactNode;
  onStarted: (setup: TwoFactorSetup) => void;
}) {
  const start = useStartTwoFactor();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ password: string }>({
    resolver: zodResolver(ZPasswordConfirmBody),
    defaultValues: { password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      onStarted(await start.mutateAsync(values));
    } catch (error) {
      const applied = applyFieldErrors(error, form.setError, ['password']);
      if (applied.length === 0) setFailure(errorMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <div>
        <StepHeading headingRef={headingRef}>Confirme sua senha</StepHeading>
        <p className="mt-1 text-sm text-muted-foreground">
          Por segurança, confirme a senha da sua conta antes de configurar o aplicativo
          autenticador.
        </p>
      </div>
      {failure && <FormAlert>{failure}</FormAlert>}
      <Field
        id={`${idPrefix}-senha`}
        label="Senha atual"
        error={errors.password?.message}
        className="max-w-sm"
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
      <div className="flex flex-col gap-2 sm:flex-row">
        <SubmitButton busy={start.isPending} busyLabel="Confirmando...">
          Continuar
        </SubmitButton>
        {secondaryAction}
      </div>
    </form>
  );
}

function ScanStep({
  idPrefix,
  headingRef,
  setup,
  onConfirmed,
}: {
  idPrefix: string;
  headingRef: HeadingRef;
  setup: TwoFactorSetup;
  onConfirmed: () => void;
}) {
  const confirm = useConfirmTwoFactor();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ code: string }>({
    resolver: zodResolver(ZTotpCodeBody.pick({ code: true })),
    defaultValues: { code: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await confirm.mutateAsync(values);
      onConfirmed();
    } catch (error) {
      const applied = applyFieldErrors(error, form.setError, ['code']);
      if (applied.length === 0) setFailure(errorMessage(error));
    }
  });

  const copySecret = async () => {
    try {
      await navigator.clipboard.writeText(setup.secret);
      toast.success('Chave copiada');
    } catch {
      toast.error('Não foi possível copiar', { description: 'Digite a chave manualmente.' });
    }
  };

  return (
    <div className="grid gap-5">
      <div>
        <StepHeading headingRef={headingRef}>Escaneie o QR code</StepHeading>
        <p className="mt-1 text-sm text-muted-foreground">
          No aplicativo autenticador do seu celular (Google Authenticator, Microsoft Authenticator,
          1Password, Authy…), adicione uma conta e aponte a câmera para o código.
        </p>
      </div>
      <div className="grid items-start gap-5 sm:grid-cols-[auto_minmax(0,1fr)]">
        <QrCode
          value={setup.totpURI}
          label="QR code para adicionar a AlgoOne ao aplicativo autenticador"
          className="mx-auto size-52 sm:mx-0"
        />
        <div className="grid gap-2 text-sm">
          <p className="font-medium">Não consegue escanear?</p>
          <p className="text-muted-foreground">
            Escolha “inserir chave de configuração” no aplicativo e digite esta chave (tipo: baseada
            no tempo):
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <code
              id={`${idPrefix}-chave`}
              aria-label="Chave secreta"
              className="rounded-md border bg-muted px-3 py-2 font-mono text-[0.95rem] tracking-wider select-all [overflow-wrap:anywhere]"
            >
              {groupSecret(setup.secret)}
            </code>
            <Button type="button" variant="ghost" size="sm" onClick={() => void copySecret()}>
              <Copy aria-hidden="true" />
              Copiar chave
            </Button>
          </div>
        </div>
      </div>
      <form noValidate onSubmit={onSubmit} className="grid gap-4 border-t pt-5">
        {failure && <FormAlert>{failure}</FormAlert>}
        <Field
          id={`${idPrefix}-codigo`}
          label="Código de 6 dígitos mostrado no aplicativo"
          error={errors.code?.message}
          className="max-w-xs"
        >
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              aria-required="true"
              placeholder="000000"
              className="font-mono text-lg tracking-[0.35em] sm:text-lg"
              {...form.register('code')}
            />
          )}
        </Field>
        <div>
          <SubmitButton busy={confirm.isPending} busyLabel="Confirmando...">
            <ShieldCheck aria-hidden="true" />
            Confirmar e ativar
          </SubmitButton>
        </div>
      </form>
    </div>
  );
}

function CodesStep({
  idPrefix,
  headingRef,
  codes,
  account,
  onDone,
}: {
  idPrefix: string;
  headingRef: HeadingRef;
  codes: readonly string[];
  account: string;
  onDone: () => void;
}) {
  const [kept, setKept] = useState(false);
  const [missing, setMissing] = useState(false);
  const checkboxId = `${idPrefix}-guardei`;

  return (
    <div className="grid gap-5">
      <div>
        <StepHeading headingRef={headingRef}>
          Verificação ativada. Guarde seus códigos de recuperação
        </StepHeading>
        <p className="mt-1 text-sm text-muted-foreground">
          Se você perder o celular, cada código abaixo permite entrar uma única vez. Guarde-os num
          gerenciador de senhas ou imprima e deixe em local seguro: eles não serão mostrados de
          novo.
        </p>
      </div>
      <BackupCodes codes={codes} account={account} />
      <div className="grid gap-2 border-t pt-5">
        <CheckboxField
          id={checkboxId}
          label="Guardei meus códigos de recuperação em um lugar seguro"
          checked={kept}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${checkboxId}-erro` : undefined}
          onChange={(event) => {
            setKept(event.target.checked);
            if (event.target.checked) setMissing(false);
          }}
        />
        {missing && (
          <FieldError id={`${checkboxId}-erro`}>
            Confirme que guardou os códigos antes de concluir.
          </FieldError>
        )}
      </div>
      <div>
        <Button
          type="button"
          onClick={() => {
            if (kept) onDone();
            else {
              setMissing(true);
              document.getElementById(checkboxId)?.focus();
            }
          }}
        >
          Concluir
        </Button>
      </div>
    </div>
  );
}
