import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Link } from '@/components/link';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowRight, Compass } from 'lucide-react';
import { PageStatus } from '@/components/page-status';
import { Button } from '@/components/ui/button';
import { AUTH_PATHS, homePathFor, safeNextPath, withNext } from '@/lib/auth-paths';
import { useDocumentTitle } from '@/lib/document-title';
import { clearSession, refreshSession, useMe } from '@/lib/session';
import { pathOfAddress, setSignInNotice } from '@/lib/sign-in-notice';
import { AuthCard, authLinkClass } from './auth-card';
import { AUTH_CHECK_TEXT } from './require-auth';
import { SignInForm, type SignInOutcome } from './sign-in-form';

/** /entrar: the investors' sign-in (staff may use it too), with the way in for new visitors. */
export function SignInPage() {
  useDocumentTitle('Entrar');
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useMe();
  const [signedInHere, setSignedInHere] = useState(false);

  // Just after asking to delete the account: the server has ended the session, so a session
  // still cached is not a reason to leave; this page forgets it once it shows.
  const deletionScheduled = searchParams.get('conta') === 'exclusao-agendada';
  useEffect(() => {
    if (deletionScheduled) clearSession(queryClient);
  }, [deletionScheduled, queryClient]);
  if (!signedInHere && session.isPending) return <PageStatus>{AUTH_CHECK_TEXT}</PageStatus>;
  // Already signed in: straight to where they were going.
  if (!signedInHere && session.data && !deletionScheduled) {
    return <Navigate to={next ?? homePathFor(session.data.user.role)} replace />;
  }

  const onSignedIn = async ({ deletionCanceled }: SignInOutcome) => {
    setSignedInHere(true);
    const me = await refreshSession(queryClient);
    const destination = next ?? (me ? homePathFor(me.user.role) : AUTH_PATHS.account);
    // Signing in cancelled a pending deletion: the page it leads to says so (ADR 021).
    setSignInNotice(
      deletionCanceled ? { deletionCanceled, path: pathOfAddress(destination) } : null,
    );
    await navigate(destination, { replace: true });
  };

  return (
    <AuthCard
      title="Entrar na sua conta"
      description="Acompanhe seu plano, sua carteira e o seu cashback."
      footer={
        <p>
          É da equipe AlgoOne?{' '}
          <Link to={withNext(AUTH_PATHS.staffSignIn, next)} className={authLinkClass}>
            Acesse o painel
          </Link>
        </p>
      }
    >
      {deletionScheduled && (
        <p
          role="status"
          className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          A exclusão da sua conta foi agendada e você saiu de todos os aparelhos. Se mudar de ideia,
          entre de novo nos próximos 7 dias e a exclusão é cancelada.
        </p>
      )}
      <SignInForm
        idPrefix="entrar"
        forgotPasswordHref={AUTH_PATHS.forgotPassword}
        onSignedIn={onSignedIn}
      />
      <div className="mt-8 border-t pt-6">
        <div className="flex items-start gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <Compass className="size-4.5" aria-hidden="true" />
          </span>
          <div className="grid gap-3">
            <div>
              <h2 className="font-semibold">Ainda não tem conta?</h2>
              <p className="mt-1 text-sm text-muted-foreground">
                Responda ao questionário em menos de 2 minutos e receba sua carteira recomendada. A
                conta é criada no final.
              </p>
            </div>
            <Button asChild variant="outline" className="w-full sm:w-fit">
              {/* A page asked for (the plans, say) waits for the new account too. */}
              <Link to={withNext(AUTH_PATHS.getStarted, next)}>
                Descubra seu perfil
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </div>
      </div>
    </AuthCard>
  );
}
