import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Link } from '@/components/link';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { Info, LockKeyhole } from 'lucide-react';
import { isStaff } from '@algoone/contracts';
import { SUCCESS_TOAST_DURATION_MS, TOASTS } from '@algoone/domain';
import { PageStatus } from '@/components/page-status';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { AUTH_PATHS, safeNextPath, withNext } from '@/lib/auth-paths';
import { useDocumentTitle } from '@/lib/document-title';
import { refreshSession, useMe } from '@/lib/session';
import { AuthCard, authLinkClass } from './auth-card';
import { AUTH_CHECK_TEXT } from './require-auth';
import { SignInForm } from './sign-in-form';

/**
 * /admin/login (docs/product.md §2): email and password, "Entrar"/"Entrando...", the inline
 * error, the success toast, then the page first asked for or /admin. No credentials shown.
 */
export function AdminLoginPage() {
  useDocumentTitle('Login administrativo');
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useMe();
  const [signedInHere, setSignedInHere] = useState(false);

  if (!signedInHere && session.isPending) return <PageStatus>{AUTH_CHECK_TEXT}</PageStatus>;
  // docs/product.md §2: already authenticated staff go to the page they asked for, or /admin.
  if (!signedInHere && session.data && isStaff(session.data.user.role)) {
    return <Navigate to={next ?? AUTH_PATHS.adminHome} replace />;
  }
  const signedInAsInvestor = !signedInHere && session.data?.user.role === 'investor';

  const onSignedIn = async () => {
    setSignedInHere(true);
    const me = await refreshSession(queryClient);
    const destination = next ?? AUTH_PATHS.adminHome;
    if (!me || !isStaff(me.user.role)) {
      // An investor account has no business in the panel; the server would refuse it anyway.
      await navigate(withNext(AUTH_PATHS.unauthorized, destination), { replace: true });
      return;
    }
    toast.success(TOASTS.loginSucceeded.title, {
      description: TOASTS.loginSucceeded.description,
      duration: SUCCESS_TOAST_DURATION_MS,
    });
    await navigate(destination, { replace: true });
  };

  return (
    <AuthCard
      eyebrow={
        <Badge variant="secondary" className="gap-1.5 px-3 py-1 text-sm">
          <LockKeyhole aria-hidden="true" className="size-3.5!" />
          Área da equipe
        </Badge>
      }
      title="Painel administrativo"
      description="Entre com o email e a senha da sua conta da equipe AlgoOne."
      footer={
        <p>
          É investidor(a)?{' '}
          <Link to={AUTH_PATHS.signIn} className={authLinkClass}>
            Entre na sua conta
          </Link>
        </p>
      }
    >
      {signedInAsInvestor && (
        <Alert variant="info" className="mb-5">
          <Info aria-hidden="true" />
          <AlertDescription>
            Você está conectado(a) com uma conta de investidor. Para acessar o painel, entre com uma
            conta da equipe.
          </AlertDescription>
        </Alert>
      )}
      <SignInForm
        idPrefix="admin-login"
        forgotPasswordHref={`${AUTH_PATHS.forgotPassword}?equipe=1`}
        onSignedIn={onSignedIn}
      />
    </AuthCard>
  );
}
