import { Link } from '@/components/link';
import { ArrowLeft, Compass } from 'lucide-react';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/document-title';

/** Catch-all 404 (docs/product.md §2 "Other pages"): its literal heading, explained in pt-BR. */
export function Component() {
  useDocumentTitle('Página não encontrada');
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-secondary/70 via-background to-background">
      <header className="mx-auto w-full max-w-6xl px-4 py-5 sm:px-6 lg:px-8">
        <Link to="/" className="inline-block rounded-md" aria-label="AlgoOne — página inicial">
          <Logo />
        </Link>
      </header>
      <main id="conteudo" className="flex flex-1 items-center justify-center px-4 pb-24">
        <div className="max-w-lg text-center">
          <p
            className="text-7xl font-extrabold tracking-tight text-primary sm:text-8xl"
            aria-hidden="true"
          >
            404
          </p>
          <div className="mx-auto mt-6 flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
            <Compass className="size-6" aria-hidden="true" />
          </div>
          <h1 lang="en" className="mt-6 text-2xl font-bold tracking-tight sm:text-3xl">
            Oops! Page not found
          </h1>
          <p className="mt-2 text-lg font-medium text-foreground/80">Página não encontrada.</p>
          <p className="mt-4 text-pretty text-muted-foreground">
            O endereço que você acessou não existe ou ainda não está disponível. Confira o link ou
            volte para a página inicial.
          </p>
          <Button asChild size="lg" className="mt-8">
            <Link to="/">
              <ArrowLeft aria-hidden="true" />
              Voltar ao Início
            </Link>
          </Button>
        </div>
      </main>
    </div>
  );
}
