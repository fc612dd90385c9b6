import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/link';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, LinkIcon } from 'lucide-react';
import { ERROR_CODES, ERROR_MESSAGES, z, ZNewPassword } from '@algoone/contracts';
import { FormAlert, SubmitButton } from '@/components/forms';
import { NewPasswordFields } from '@/components/new-password-fields';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api';
import { AUTH_PATHS } from '@/lib/auth-paths';
import { useDocumentTitle } from '@/lib/document-title';
import { applyFieldErrors, errorMessage } from '@/lib/form-errors';
import { useResetPassword } from '../api/reset-password';
import { AuthCard, authLinkClass } from './auth-card';

const ZResetForm = z
  .object({
    newPassword: ZNewPassword,
    confirmPassword: z.string({ error: 'Repita a nova senha.' }).min(1, 'Repita a nova senha.'),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'As senhas não são iguais. Digite a mesma senha nos dois campos.',
  });
type ResetFormValues = z.input<typeof ZResetForm>;

/**
 * /redefinir-senha?token=… — a new password from an emailed link. With `convite=1` the link is
 * a staff invite (or the first admin's link): the same form, worded as a welcome.
 */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const invite = searchParams.get('convite') === '1';
  const title = invite ? 'Defina sua senha' : 'Criar uma nova senha';
  useDocumentTitle(title);
  const [state, setState] = useState<'form' | 'invalid-link' | 'done'>(
    token.length >= 8 ? 'form' : 'invalid-link',
  );
  const signInPath = invite ? AUTH_PATHS.staffSignIn : AUTH_PATHS.signIn;
  const eyebrow = invite ? (
    <Badge variant="secondary" className="px-3 py-1 text-sm">
      Bem-vindo(a) à equipe
    </Badge>
  ) : undefined;

  if (state === 'invalid-link') {
    return (
      <AuthCard eyebrow={eyebrow} title={title}>
        <InvalidLink />
      </AuthCard>
    );
  }
  if (state === 'done') {
    return (
      <AuthCard eyebrow={eyebrow} title={title}>
        <Done signInPath={signInPath} invite={invite} />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      eyebrow={eyebrow}
      title={title}
      description={
        invite
          ? 'Crie a senha que você vai usar para entrar no painel da AlgoOne.'
          : 'Escolha uma senha nova para a sua conta. O link vale uma única vez.'
      }
      footer={
        <Link to={signInPath} className={authLinkClass}>
          Voltar para o login
        </Link>
      }
    >
      <ResetForm
        token={token}
        onDone={() => setState('done')}
        onInvalidLink={() => setState('invalid-link')}
      />
    </AuthCard>
  );
}

function ResetForm({
  token,
  onDone,
  onInvalidLink,
}: {
  token: string;
  onDone: () => void;
  onInvalidLink: () => void;
}) {
  const reset = useResetPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ResetFormValues>({
    resolver: zodResolver(ZResetForm),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    setFailure(null);
    try {
      await reset.mutateAsync({ token, newPassword });
      onDone();
    } catch (error) {
      if (isApiError(error) && error.code === ERROR_CODES.invalidToken) {
        onInvalidLink();
        return;
      }
      setFailure(errorMessage(error));
      applyFieldErrors(error, form.setError, ['newPassword']);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      {failure && <FormAlert>{failure}</FormAlert>}
      <NewPasswordFields
        idPrefix="redefinir"
        newPassword={form.register('newPassword')}
        confirmPassword={form.register('confirmPassword')}
        errors={{
          newPassword: errors.newPassword?.message,
          confirmPassword: errors.confirmPassword?.message,
        }}
      />
      <SubmitButton busy={reset.isPending} busyLabel="Salvando..." size="lg" className="w-full">
        Salvar nova senha
      </SubmitButton>
    </form>
  );
}

function InvalidLink() {
  return (
    <div className="grid gap-5">
      <FormAlert title="Link inválido">
        <p>{ERROR_MESSAGES[ERROR_CODES.invalidToken]}</p>
      </FormAlert>
      <Button asChild size="lg" className="w-full">
        <Link to={AUTH_PATHS.forgotPassword}>
          <LinkIcon aria-hidden="true" />
          Pedir um novo link
        </Link>
      </Button>
    </div>
  );
}

function Done({ signInPath, invite }: { signInPath: string; invite: boolean }) {
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    region.current?.focus();
  }, []);
  return (
    <div className="grid gap-5">
      <div
        ref={region}
        tabIndex={-1}
        role="status"
        className="flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-950 outline-none"
      >
        <CircleCheck className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
        <p>
          {invite
            ? 'Senha definida. Entre com seu email e a senha que você acabou de criar.'
            : 'Senha alterada. Entre com seu email e a nova senha.'}
        </p>
      </div>
      <Button asChild size="lg" className="w-full">
        <Link to={signInPath}>Entrar</Link>
      </Button>
    </div>
  );
}
