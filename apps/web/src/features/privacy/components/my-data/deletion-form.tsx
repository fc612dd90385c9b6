import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Field } from '@/components/forms';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/form-errors';
import { useRequestDeletion } from '../../api/privacy';
import { fieldError } from '../../lib/field-error';

/** The password (and the authenticator's code when two-factor is on), asked again to delete. */
export function DeletionForm({
  twoFactorEnabled,
  onBack,
}: {
  twoFactorEnabled: boolean;
  onBack: () => void;
}) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const remove = useRequestDeletion();
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate(
      { password, ...(twoFactorEnabled ? { code } : {}) },
      {
        onSuccess: () => {
          // The server ended every session; the sign-in page forgets it in this browser once it
          // shows (forgetting here first would let this page's guard send the person to sign in
          // with /meus-dados as the next page, and without the notice).
          void navigate('/entrar?conta=exclusao-agendada', { replace: true });
        },
      },
    );
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-4 rounded-lg border border-destructive/40 p-4 sm:max-w-md"
    >
      <Field
        id="excluir-senha"
        label="Confirme sua senha"
        error={fieldError(remove.error, 'password')}
      >
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
      </Field>
      {twoFactorEnabled && (
        <Field
          id="excluir-codigo"
          label="Código do aplicativo autenticador"
          error={fieldError(remove.error, 'code')}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          )}
        </Field>
      )}
      {remove.isError &&
        !fieldError(remove.error, 'password') &&
        !fieldError(remove.error, 'code') && (
          <p role="alert" className="text-destructive">
            {errorMessage(remove.error)}
          </p>
        )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="destructive" busy={remove.isPending}>
          Excluir minha conta
        </Button>
        <Button type="button" variant="outline" onClick={onBack}>
          Voltar
        </Button>
      </div>
    </form>
  );
}
