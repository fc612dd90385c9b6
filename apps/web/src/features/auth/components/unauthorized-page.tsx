import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '@/components/link';
import { toast } from '@/lib/toast';
import { House, LogIn, ShieldX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { homePathFor, safeNextPath, signInPathFor, withNext } from '@/lib/auth-paths';
import { useDocumentTitle } from '@/lib/document-title';
import { errorMessage } from '@/lib/form-errors';
import { ROLE_LABELS, useMe, useSignOut } from '@/lib/session';

/** /unauthorized: signed in, but this account's role may not open the page it asked for. */
export function UnauthorizedPage() {
  useDocumentTitle('Acesso não autorizado');
  const [searchParams] = useSearchParams();
  const wanted = safeNextPath(searchParams.get('next'));
  const navigate = useNavigate();
  const session = useMe();
  const signOut = useSignOut();
  const [leaving, setLeaving] = useState(false);
  const me = session.data;
  const signInAgain = withNext(signInPathFor(wanted ?? '/'), wanted);

  const switchAccount = async () => {
    setLeaving(true);
    try {
      await signOut.mutateAsync();
      await navigate(signInAgain);
    } catch (error) {
      setLeaving(false);
      toast.error('Não foi possível sair da conta', { description: errorMessage(error) });
    }
  };

  return (
    <div className="w-full max-w-lg rounded-2xl border bg-card p-6 text-center shadow-sm sm:p-10">
      <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-amber-50 text-amber-700">
        <ShieldX className="size-7" aria-hidden="true" />
      </div>
      <h1 className="mt-6 text-2xl font-bold tracking-tight sm:text-3xl">Acesso não autorizado</h1>
      <p className="mt-4 text-pretty text-muted-foreground">
        {me ? (
          <>
            Você está conectado(a) como <strong className="text-foreground">{me.user.name}</strong>,
            com o perfil {ROLE_LABELS[me.user.role]}, que não tem permissão para abrir esta página.
          </>
        ) : (
          'Esta página exige uma conta com permissão para acessá-la.'
        )}{' '}
        Se você acha que deveria ter acesso, fale com um administrador da AlgoOne.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">
        <Button asChild size="lg">
          <Link to="/">
            <House aria-hidden="true" />
            Voltar ao Início
          </Link>
        </Button>
        {me ? (
          <Button
            type="button"
            size="lg"
            variant="outline"
            disabled={leaving}
            onClick={() => void switchAccount()}
          >
            <LogIn aria-hidden="true" />
            {leaving ? 'Saindo...' : 'Entrar com outra conta'}
          </Button>
        ) : (
          <Button asChild size="lg" variant="outline">
            <Link to={signInAgain}>
              <LogIn aria-hidden="true" />
              Entrar com outra conta
            </Link>
          </Button>
        )}
      </div>
      {me && (
        <p className="mt-6 text-sm text-muted-foreground">
          Ou vá para{' '}
          <Link
            to={homePathFor(me.user.role)}
            className="rounded-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {me.user.role === 'investor' ? 'a sua conta' : 'o painel da equipe'}
          </Link>
          .
        </p>
      )}
    </div>
  );
}
