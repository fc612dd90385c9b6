import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '@/components/link';
import { toast } from '@/lib/toast';
import { ShieldCheck } from 'lucide-react';
import { TWO_FACTOR_REQUIRED_ROLES } from '@algoone/contracts';
import { SUCCESS_TOAST_DURATION_MS } from '@algoone/domain';
import { TwoFactorEnrolment } from '@/components/two-factor/two-factor-enrolment';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { AUTH_PATHS, safeNextPath } from '@/lib/auth-paths';
import { useDocumentTitle } from '@/lib/document-title';
import { useMe } from '@/lib/session';

/**
 * /admin/2fa: the admins' mandatory TOTP enrolment before any other admin page (the guard
 * sends them here); staff who already have it see where to go next.
 */
export function AdminTwoFactorPage() {
  useDocumentTitle('Verificação em duas etapas');
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next')) ?? AUTH_PATHS.adminHome;
  const navigate = useNavigate();
  const { data: me } = useMe();
  // Decided once, on arrival: enrolment then keeps its steps (the backup codes come after the
  // session already says two-factor is on).
  const [alreadyEnabled] = useState(() => me?.user.twoFactorEnabled ?? false);
  if (!me) return null;
  const done = alreadyEnabled;
  const required = TWO_FACTOR_REQUIRED_ROLES.includes(me.user.role);

  return (
    <div className="grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-6">
      <header className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-secondary text-primary">
          <ShieldCheck className="size-6" aria-hidden="true" />
        </span>
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            Verificação em duas etapas
          </h1>
          <p className="mt-2 text-muted-foreground">
            {done
              ? 'A verificação em duas etapas está ativa na sua conta.'
              : required
                ? 'Para proteger os dados dos clientes, administradores precisam ativar a verificação em duas etapas antes de usar o painel. Leva um minuto.'
                : 'Além da senha, peça um código do seu celular a cada entrada. Leva um minuto.'}
          </p>
        </div>
      </header>

      {done ? (
        <Card>
          <CardContent className="grid gap-4 pt-5 sm:pt-6">
            <p>Tudo certo: a cada entrada, pedimos o código do seu aplicativo autenticador.</p>
            <div>
              <Button asChild>
                <Link to={next}>Continuar para o painel</Link>
              </Button>
            </div>
          </CardContent>
        </Card>
      ) : (
        <>
          <Card className="bg-secondary/40">
            <CardContent className="grid gap-2 pt-5 text-sm sm:pt-6">
              <p className="font-medium">Você vai precisar de:</p>
              <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
                <li>
                  um aplicativo autenticador no celular (Google Authenticator, Microsoft
                  Authenticator, 1Password, Authy…);
                </li>
                <li>a senha da sua conta;</li>
                <li>um lugar seguro para guardar 10 códigos de recuperação.</li>
              </ul>
            </CardContent>
          </Card>
          <Card>
            <CardContent className="pt-5 sm:pt-6">
              <TwoFactorEnrolment
                account={me.user.email}
                idPrefix="admin-2fa"
                onDone={() => {
                  toast.success('Verificação em duas etapas ativada', {
                    description: 'Bem-vindo ao painel administrativo.',
                    duration: SUCCESS_TOAST_DURATION_MS,
                  });
                  void navigate(next, { replace: true });
                }}
              />
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
