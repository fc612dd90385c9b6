import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/link';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { ZForgotPasswordBody, type z } from '@algoone/contracts';
import { Field, FormAlert, SubmitButton } from '@/components/forms';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { AUTH_PATHS } from '@/lib/auth-paths';
import { useDocumentTitle } from '@/lib/document-title';
import { applyFieldErrors, errorMessage } from '@/lib/form-errors';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthCard, authLinkClass } from './auth-card';

type ForgotPasswordValues = z.input<typeof ZForgotPasswordBody>;

/** /esqueci-senha: asks for a reset link. The answer never says whether the email exists. */
export function ForgotPasswordPage() {
  useDocumentTitle('Esqueci minha senha');
  const [searchParams] = useSearchParams();
  const signInPath = searchParams.get('equipe') ? AUTH_PATHS.staffSignIn : AUTH_PATHS.signIn;
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ForgotPasswordValues>({
    resolver: zodResolver(ZForgotPasswordBody),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await request.mutateAsync(values);
      setSent({ email: values.email, message: result.message });
    } catch (error) {
      setFailure(errorMessage(error));
      applyFieldErrors(error, form.setError, ['email']);
    }
  });

  const backToSignIn = (
    <Link to={signInPath} className={`${authLinkClass} inline-flex items-center gap-1.5`}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      Voltar para o login
    </Link>
  );

  if (sent) {
    return (
      <AuthCard title="Confira seu email" footer={backToSignIn}>
        <SentConfirmation
          message={sent.message}
          onRetry={() => {
            form.reset({ email: sent.email });
            setSent(null);
          }}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Esqueci minha senha"
      description="Informe o email da sua conta. Enviaremos um link para você criar uma nova senha."
      footer={backToSignIn}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        {failure && <FormAlert>{failure}</FormAlert>}
        <Field id="esqueci-email" label="Email" error={errors.email?.message}>
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              aria-required="true"
              placeholder="nome@exemplo.com"
              {...form.register('email')}
            />
          )}
        </Field>
        <SubmitButton busy={request.isPending} busyLabel="Enviando..." size="lg" className="w-full">
          Enviar link
        </SubmitButton>
      </form>
    </AuthCard>
  );
}

function SentConfirmation({ message, onRetry }: { message: string; onRetry: () => void }) {
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
        <MailCheck className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
        <p>{message}</p>
      </div>
      <p className="text-sm text-muted-foreground">
        O link vale por 1 hora e pode ser usado uma única vez. Se não encontrar o email, confira a
        pasta de spam ou lixo eletrônico.
      </p>
      <Button type="button" variant="outline" onClick={onRetry}>
        Enviar para outro email
      </Button>
    </div>
  );
}
