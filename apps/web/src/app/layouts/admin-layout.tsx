import { Outlet, useLocation } from 'react-router';
import { Link, NavLink } from '@/components/link';
import { LogOut, UserRound } from 'lucide-react';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { PageStatus } from '@/components/page-status';
import { Logo } from '@/components/logo';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { adminPermissionFor } from '@/features/auth/lib/access';
import { AUTH_PATHS } from '@/lib/auth-paths';
import { ROLE_LABELS, useMe } from '@/lib/session';
import { useActiveFor } from '@/lib/use-active-for';
import { usePendingLocation } from '../browser-router';
import { pageHandle } from '../page-handle';

/** The guard, also applied by the server before it renders an admin page (ADR 026). */
export const handle = pageHandle({
  access: { permission: adminPermissionFor, enforceTwoFactorSetup: true },
});

/**
 * The staff area (/admin/*), in lazy chunks. The guard decides from docs/product.md §2's table of
 * admin routes, so a page is refused by role even before it exists.
 */
export function Component() {
  return (
    <RequireAuth rule={handle.access}>
      <AdminShell />
    </RequireAuth>
  );
}

/** The message SPEC gives a lazy admin page while its code arrives (docs/product.md §2). */
const ADMIN_PAGE_LOADING_TEXT = 'Carregando...';

function AdminShell() {
  const { data: me } = useMe();
  const location = useLocation();
  const pending = usePendingLocation();
  // Another admin page is on its way (its lazy chunk): say so instead of leaving the old one.
  const loadingPage = useActiveFor(pending !== null && pending.pathname !== location.pathname, 150);
  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <a
        href="#conteudo"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Pular para o conteúdo
      </a>
      <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
          <div className="flex min-w-0 items-center gap-3">
            <Link to="/" className="shrink-0 rounded-md" aria-label="AlgoOne — página inicial">
              <Logo />
            </Link>
            <NavLink
              to={AUTH_PATHS.adminHome}
              end
              className="hidden rounded-md border-l pl-3 text-sm font-semibold text-muted-foreground transition-colors hover:text-foreground sm:block"
            >
              Painel
            </NavLink>
          </div>
          {me && (
            <div className="flex items-center gap-2 sm:gap-3">
              <div className="hidden text-right md:block">
                <p className="text-sm leading-tight font-medium">{me.user.name}</p>
                <p className="text-xs text-muted-foreground">{ROLE_LABELS[me.user.role]}</p>
              </div>
              <Badge variant="secondary" className="hidden sm:inline-flex md:hidden">
                {ROLE_LABELS[me.user.role]}
              </Badge>
              <Button asChild variant="ghost" size="sm">
                <Link to={AUTH_PATHS.account}>
                  <UserRound aria-hidden="true" />
                  <span className="sr-only sm:not-sr-only">Minha conta</span>
                </Link>
              </Button>
              <Button asChild variant="outline" size="sm">
                <Link
                  to={`${AUTH_PATHS.signOut}?next=${encodeURIComponent(AUTH_PATHS.staffSignIn)}`}
                >
                  <LogOut aria-hidden="true" />
                  Sair
                </Link>
              </Button>
            </div>
          )}
        </div>
      </header>
      <main id="conteudo" tabIndex={-1} className="flex-1 outline-none">
        <div className="mx-auto max-w-6xl px-4 pt-6 pb-20 sm:px-6 lg:px-8">
          <Breadcrumbs className="mb-6" />
          {loadingPage ? <PageStatus>{ADMIN_PAGE_LOADING_TEXT}</PageStatus> : <Outlet />}
        </div>
      </main>
    </div>
  );
}
