import { RotateCcw, House, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/document-title';

export const ERROR_FALLBACK_TEXT = {
  title: 'Oops! Algo deu errado',
  description:
    'Ocorreu um erro inesperado na aplicação. Nossa equipe foi notificada e está trabalhando para resolver o problema.',
  retry: 'Tentar Novamente',
  home: 'Ir para Início',
} as const;

/**
 * The top-level error screen. It stands alone (no header, no router links) because it may be
 * shown when the layout itself failed; both actions reload the page so a stale chunk or a
 * broken state is left behind.
 */
export function ErrorFallback() {
  useDocumentTitle(ERROR_FALLBACK_TEXT.title);
  return (
    <main
      id="conteudo"
      className="flex min-h-dvh items-center justify-center bg-gradient-to-b from-secondary/60 to-background px-4 py-16"
    >
      <div className="w-full max-w-lg rounded-2xl border bg-card p-8 text-center shadow-sm sm:p-10">
        <div className="mx-auto mb-6 flex size-14 items-center justify-center rounded-full bg-red-50 text-destructive">
          <TriangleAlert className="size-7" aria-hidden="true" />
        </div>
        <h1 className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
          {ERROR_FALLBACK_TEXT.title}
        </h1>
        <p className="mt-4 text-pretty text-muted-foreground">{ERROR_FALLBACK_TEXT.description}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button type="button" size="lg" onClick={() => window.location.reload()}>
            <RotateCcw aria-hidden="true" />
            {ERROR_FALLBACK_TEXT.retry}
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href="/">
              <House aria-hidden="true" />
              {ERROR_FALLBACK_TEXT.home}
            </a>
          </Button>
        </div>
      </div>
    </main>
  );
}
