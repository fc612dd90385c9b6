import { useEffect, useRef, type ReactNode } from 'react';
import { Link, NavLink } from '@/components/link';
import { Menu, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { AccountMenu, accountLinks } from '@/components/account-menu';
import { Logo } from '@/components/logo';
import { attachMobileMenu, MOBILE_MENU_ID } from '@/components/mobile-menu';
import { GET_STARTED_PATH, MAIN_NAV, SIGN_IN_PATH, type MainNavItem } from '@/components/site-nav';
import { useSessionSnapshot } from '@/lib/session-snapshot';
import { cn } from '@/lib/utils';

function desktopLinkClass(item: MainNavItem, isActive: boolean) {
  const highlighted = item.highlightActive && isActive;
  return cn(
    'relative rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-secondary hover:text-foreground',
    highlighted &&
      'bg-secondary font-semibold text-primary after:absolute after:inset-x-3 after:-bottom-[13px] after:h-0.5 after:rounded-full after:bg-primary',
  );
}

function mobileLinkClass(item: MainNavItem, isActive: boolean) {
  const highlighted = item.highlightActive && isActive;
  return cn(
    'flex items-center justify-between rounded-lg border-l-4 border-transparent px-3 py-3 text-base font-medium text-foreground transition-colors hover:bg-secondary',
    highlighted && 'border-primary bg-secondary font-semibold text-primary',
  );
}

/**
 * Site header: logo, main navigation, sign-in and "Começar Agora"; a disclosure menu on phones.
 * Once a signed-in page has read the session, the person's name (with Minha conta and Sair)
 * replaces "Entrar". The public pages never ask the server who is signed in themselves.
 *
 * The phone menu's open state lives in the DOM, not in React: `attachMobileMenu` drives it here
 * and on the prerendered landing page, which renders this same component without React on the
 * client (ADR 009). React renders it closed and never changes those attributes afterwards.
 *
 * `actions` (signed-in pages only) sit at the right on every width, always in view: the
 * investor's chat launcher lives here instead of floating over the page.
 */
export function SiteHeader({ actions }: { actions?: ReactNode } = {}) {
  const account = useSessionSnapshot();
  const header = useRef<HTMLElement>(null);

  useEffect(() => (header.current ? attachMobileMenu(header.current) : undefined), []);

  return (
    <header
      ref={header}
      className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75"
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="rounded-md" aria-label="AlgoOne — página inicial">
          <Logo />
        </Link>

        <nav aria-label="Navegação principal" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) => desktopLinkClass(item, isActive)}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-2 md:ml-0">
          {actions}
          <div className="hidden items-center gap-2 md:flex">
            {account ? (
              <AccountMenu name={account.name} role={account.role} />
            ) : (
              <>
                <Button asChild variant="ghost">
                  <Link to={SIGN_IN_PATH}>Entrar</Link>
                </Button>
                <Button asChild>
                  <Link to={GET_STARTED_PATH}>Começar Agora</Link>
                </Button>
              </>
            )}
          </div>
        </div>

        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="group md:hidden"
          aria-expanded={false}
          aria-controls={MOBILE_MENU_ID}
        >
          <Menu className="size-6 group-aria-expanded:hidden" aria-hidden="true" />
          <X className="hidden size-6 group-aria-expanded:block" aria-hidden="true" />
          <span className="sr-only">Menu</span>
        </Button>
      </div>

      <div id={MOBILE_MENU_ID} hidden className="border-t bg-background shadow-lg md:hidden">
        <nav aria-label="Menu principal" className="mx-auto max-w-6xl px-4 py-4 sm:px-6">
          <ul className="flex flex-col gap-1">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={({ isActive }) => mobileLinkClass(item, isActive)}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          {account ? (
            <div className="mt-4 border-t pt-4">
              <p className="px-3 pb-2 text-sm text-muted-foreground">
                Conectado(a) como{' '}
                <span className="font-medium text-foreground">{account.name}</span>
              </p>
              <ul className="flex flex-col gap-1">
                {accountLinks(account.role).map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className="flex items-center gap-3 rounded-lg px-3 py-3 text-base font-medium transition-colors hover:bg-secondary"
                    >
                      <link.icon className="size-5 text-muted-foreground" aria-hidden="true" />
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <div className="mt-4 grid gap-2 border-t pt-4">
              <Button asChild size="lg">
                <Link to={GET_STARTED_PATH}>Começar Agora</Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to={SIGN_IN_PATH}>Entrar</Link>
              </Button>
            </div>
          )}
        </nav>
      </div>
    </header>
  );
}
