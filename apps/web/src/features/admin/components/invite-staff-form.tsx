import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { Send } from 'lucide-react';
import { ZInviteBody, type TInviteBody } from '@algoone/contracts';
import { SUCCESS_TOAST_DURATION_MS } from '@algoone/domain';
import { Field, FormAlert, SubmitButton } from '@/components/forms';
import { Input, NativeSelect } from '@/components/ui/input';
import { applyFieldErrors, errorMessage } from '@/lib/form-errors';
import { useInviteStaff } from '../api/invite-staff';

/** Invites a consultant or admin: name, email and role. Admins only (the server checks). */
export function InviteStaffForm() {
  const invite = useInviteStaff();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TInviteBody>({
    resolver: zodResolver(ZInviteBody),
    defaultValues: { name: '', email: '', role: 'consultant' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const invited = await invite.mutateAsync(values);
      form.reset({ name: '', email: '', role: values.role });
      toast.success('Convite enviado', {
        description: `${invited.name} vai receber em ${invited.email} um link para definir a senha (válido por 72 horas).`,
        duration: SUCCESS_TOAST_DURATION_MS,
      });
    } catch (error) {
      setFailure(errorMessage(error));
      applyFieldErrors(error, form.setError, ['name', 'email', 'role']);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className="grid gap-5 md:grid-cols-2">
        <Field id="convite-nome" label="Nome" error={errors.name?.message}>
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              required
              aria-required="true"
              {...form.register('name')}
            />
          )}
        </Field>
        <Field id="convite-email" label="Email" error={errors.email?.message}>
          {(control) => (
            <Input
              {...control}
              type="email"
              inputMode="email"
              autoComplete="off"
              required
              aria-required="true"
              placeholder="nome@algoone.com.br"
              {...form.register('email')}
            />
          )}
        </Field>
      </div>
      <Field
        id="convite-papel"
        label="Papel"
        error={errors.role?.message}
        description="Administradores precisam ativar a verificação em duas etapas no primeiro acesso."
        className="max-w-sm"
      >
        {(control) => (
          <NativeSelect {...control} required aria-required="true" {...form.register('role')}>
            <option value="consultant">Consultor(a)</option>
            <option value="admin">Administrador(a)</option>
          </NativeSelect>
        )}
      </Field>
      <div>
        <SubmitButton busy={invite.isPending} busyLabel="Enviando...">
          <Send aria-hidden="true" />
          Enviar convite
        </SubmitButton>
      </div>
    </form>
  );
}
