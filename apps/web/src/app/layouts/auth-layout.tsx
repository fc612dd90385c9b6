import { Outlet } from 'react-router';
import { Link } from '@/components/link';
import { ArrowLeft } from 'lucide-react';
import { Logo } from '@/components/logo';

/**
 * Layout of the sign-in pages (/entrar, /admin/login, password reset, /unauthorized): the
 * brand, one focused card, and the legal links. No site navigation to wander off into.
 */
export function Component() {
  const year = new Date().getFullYear();
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-secondary/80 via-background to-background">
      <a
        href="#conteudo"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Pular para o conteúdo
      </a>
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between gap-4 px-4 py-5 sm:px-6 lg:px-8">
        <Link to="/" className="rounded-md" aria-label="AlgoOne — página inicial">
          <Logo />
        </Link>
        <Link
          to="/"
          className="inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Voltar ao site
        </Link>
      </header>
      <main
        id="conteudo"
        tabIndex={-1}
        className="flex flex-1 items-start justify-center px-4 pt-4 pb-16 outline-none sm:items-center sm:pt-8"
      >
        <Outlet />
      </main>
      <footer className="border-t bg-background/70">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:px-6 lg:px-8">
          <p>© {year} AlgoOne. Todos os direitos reservados.</p>
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
