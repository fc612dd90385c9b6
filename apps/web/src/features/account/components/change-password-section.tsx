import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { KeyRound } from 'lucide-react';
import { passwordProblem, z, ZChangePasswordBody, type TMe } from '@algoone/contracts';
import { CheckboxField, Field, FormAlert, PasswordInput, SubmitButton } from '@/components/forms';
import { NewPasswordFields } from '@/components/new-password-fields';
import { SUCCESS_TOAST_DURATION_MS } from '@algoone/domain';
import { applyFieldErrors, errorMessage } from '@/lib/form-errors';
import { useChangePassword } from '../api/change-password';
import { SectionCard } from '@/components/section-card';

function changePasswordSchema(person: { name: string; email: string }) {
  return ZChangePasswordBody.extend({
    confirmPassword: z.string({ error: 'Repita a nova senha.' }).min(1, 'Repita a nova senha.'),
  }).superRefine((values, ctx) => {
    const problem = passwordProblem(values.newPassword, person);
    if (problem) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: problem });
    if (values.newPassword !== values.confirmPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: 'As senhas não são iguais. Digite a mesma senha nos dois campos.',
      });
    }
  });
}

interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
  revokeOtherSessions?: boolean | undefined;
}

export function ChangePasswordSection({ me }: { me: TMe }) {
  const change = useChangePassword();
  const [failure, setFailure] = useState<string | null>(null);
  const [schema] = useState(() => changePasswordSchema(me.user));
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      currentPassword: '',
      newPassword: '',
      confirmPassword: '',
      revokeOtherSessions: true,
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(
    async ({ currentPassword, newPassword, revokeOtherSessions }) => {
      setFailure(null);
      try {
        await change.mutateAsync({ currentPassword, newPassword, revokeOtherSessions });
        form.reset();
        toast.success('Senha alterada', {
          description: revokeOtherSessions
            ? 'Sua senha foi alterada e as outras sessões foram encerradas.'
            : 'Sua senha foi alterada com sucesso.',
          duration: SUCCESS_TOAST_DURATION_MS,
        });
      } catch (error) {
        setFailure(errorMessage(error));
        applyFieldErrors(error, form.setError, ['currentPassword', 'newPassword']);
      }
    },
  );

  return (
    <SectionCard
      id="senha"
      icon={KeyRound}
      title="Senha"
      description="Troque a senha quando quiser. Você continua conectado(a) neste aparelho."
    >
      <form noValidate onSubmit={onSubmit} className="grid max-w-lg gap-5">
        {failure && <FormAlert>{failure}</FormAlert>}
        <Field id="senha-atual" label="Senha atual" error={errors.currentPassword?.message}>
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="current-password"
              required
              aria-required="true"
              {...form.register('currentPassword')}
            />
          )}
        </Field>
        <NewPasswordFields
          idPrefix="senha"
          newPassword={form.register('newPassword')}
          confirmPassword={form.register('confirmPassword')}
          errors={{
            newPassword: errors.newPassword?.message,
            confirmPassword: errors.confirmPassword?.message,
          }}
        />
        <CheckboxField
          id="senha-encerrar-outras"
          label="Encerrar as sessões nos outros aparelhos"
          description="Recomendado se você acha que alguém conhece a sua senha antiga."
          {...form.register('revokeOtherSessions')}
        />
        <div>
          <SubmitButton busy={change.isPending} busyLabel="Alterando...">
            Alterar senha
          </SubmitButton>
        </div>
      </form>
    </SectionCard>
  );
}
