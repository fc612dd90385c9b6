import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { TWO_FACTOR_REQUIRED_ROLES, ZPasswordConfirmBody, type TMe } from '@algoone/contracts';
import { SUCCESS_TOAST_DURATION_MS } from '@algoone/domain';
import { Field, FormAlert, PasswordInput, SubmitButton } from '@/components/forms';
import { TwoFactorEnrolment } from '@/components/two-factor/two-factor-enrolment';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { applyFieldErrors, errorMessage } from '@/lib/form-errors';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { SectionCard } from '@/components/section-card';

type Mode = 'idle' | 'enrolling' | 'disabling';

export function TwoFactorSection({ me }: { me: TMe }) {
  // Enrolment keeps its own steps even after the session says two-factor is on, so the backup
  // codes stay on screen until the person confirms they kept them.
  const [mode, setMode] = useState<Mode>('idle');
  const enabled = me.user.twoFactorEnabled;
  const required = TWO_FACTOR_REQUIRED_ROLES.includes(me.user.role);

  return (
    <SectionCard
      id="duas-etapas"
      icon={ShieldCheck}
      title="Verificação em duas etapas"
      description="Além da senha, um código do aplicativo autenticador do seu celular a cada entrada."
      action={
        enabled && mode !== 'enrolling' ? (
          <Badge className="self-start">Ativada</Badge>
        ) : (
          <Badge variant="warning" className="self-start">
            Desativada
          </Badge>
        )
      }
    >
      {mode === 'enrolling' ? (
        <TwoFactorEnrolment
          account={me.user.email}
          idPrefix="conta-2fa"
          onDone={() => {
            setMode('idle');
            toast.success('Verificação em duas etapas ativada', {
              description: 'Na próxima entrada, vamos pedir o código do aplicativo.',
              duration: SUCCESS_TOAST_DURATION_MS,
            });
          }}
          secondaryAction={
            <Button type="button" variant="ghost" onClick={() => setMode('idle')}>
              Cancelar
            </Button>
          }
        />
      ) : enabled ? (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
          <p className="text-sm text-muted-foreground">
            Sua conta está protegida: ao entrar, pedimos o código do aplicativo ou um dos seus
            códigos de recuperação.
          </p>
          {required ? (
            <p className="rounded-lg bg-secondary/70 px-4 py-3 text-sm text-secondary-foreground">
              A verificação em duas etapas é obrigatória para administradores e não pode ser
              desativada.
            </p>
          ) : mode === 'disabling' ? (
            <DisableForm onDone={() => setMode('idle')} />
          ) : (
            <div>
              <Button type="button" variant="outline" onClick={() => setMode('disabling')}>
                <ShieldOff aria-hidden="true" />
                Desativar
              </Button>
            </div>
          )}
        </div>
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
          <p className="text-sm text-muted-foreground">
            {required
              ? 'Administradores precisam ativar a verificação em duas etapas para usar o painel.'
              : 'Recomendado: mesmo que alguém descubra sua senha, não conseguirá entrar sem o seu celular.'}
          </p>
          <div>
            <Button
              type="button"
              className="h-auto min-h-10 whitespace-normal"
              onClick={() => setMode('enrolling')}
            >
              <ShieldCheck aria-hidden="true" />
              Ativar verificação em duas etapas
            </Button>
          </div>
        </div>
      )}
    </SectionCard>
  );
}

function DisableForm({ onDone }: { onDone: () => void }) {
  const disable = useDisableTwoFactor();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ password: string }>({
    resolver: zodResolver(ZPasswordConfirmBody),
    defaultValues: { password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await disable.mutateAsync(values);
      toast.success('Verificação em duas etapas desativada', {
        description: 'Você pode ativá-la de novo quando quiser.',
        duration: SUCCESS_TOAST_DURATION_MS,
      });
      onDone();
    } catch (error) {
      const applied = applyFieldErrors(error, form.setError, ['password']);
      if (applied.length === 0) setFailure(errorMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-sm gap-4 rounded-lg border p-4">
      <p className="text-sm">Confirme sua senha para desativar a verificação em duas etapas.</p>
      {failure && <FormAlert>{failure}</FormAlert>}
      <Field id="conta-2fa-desativar-senha" label="Senha atual" error={errors.password?.message}>
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
        <SubmitButton busy={disable.isPending} busyLabel="Desativando..." variant="destructive">
          Desativar
        </SubmitButton>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
