import type { ReactNode } from 'react';
import { Link } from '@/components/link';
import { LockKeyhole } from 'lucide-react';
import { Logo } from '@/components/logo';
import { AUTH_PATHS, withNext } from '@/lib/auth-paths';

/**
 * The onboarding's own frame: the brand, a way to sign in, and the legal links. No site
 * navigation and no breadcrumb (docs/product.md §2): one task on the page.
 */
export function OnboardingShell({
  signedInName,
  children,
}: {
  /** The person signed in, or null for a visitor. */
  signedInName: string | null;
  children: ReactNode;
}) {
  const year = new Date().getFullYear();
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-secondary/70 via-background to-background">
      <a
        href="#conteudo"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Pular para o conteúdo
      </a>
      <header className="border-b bg-background/80 backdrop-blur supports-[backdrop-filter]:bg-background/70">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <Link to="/" className="rounded-md" aria-label="AlgoOne — página inicial">
            <Logo />
          </Link>
          {signedInName ? (
            <p className="min-w-0 truncate text-sm text-muted-foreground">
              Conectado(a) como <span className="font-medium text-foreground">{signedInName}</span>
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">
              <span className="hidden sm:inline">Já tem conta? </span>
              <Link
                to={withNext(AUTH_PATHS.signIn, AUTH_PATHS.getStarted)}
                className="rounded-sm font-semibold text-primary underline-offset-4 hover:underline"
              >
                Entrar
              </Link>
            </p>
          )}
        </div>
      </header>
      <main id="conteudo" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <footer className="border-t bg-background/70">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:px-6 lg:px-8">
          <p className="flex items-center gap-2">
            <LockKeyhole className="size-4 text-primary" aria-hidden="true" />
            Seus dados são tratados conforme a LGPD. © {year} AlgoOne.
          </p>
          <nav aria-label="Documentos legais">
            <ul className="flex gap-5">
              <li>
                <Link to="/termos" className="rounded-sm underline-offset-4 hover:underline">
                  Termos de Uso
                </Link>
              </li>
              <li>
                <Link to="/privacidade" className="rounded-sm underline-offset-4 hover:underline">
                  Política de Privacidade
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </footer>
    </div>
  );
}
