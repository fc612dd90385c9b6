import { Link } from '@/components/link';
import { ArrowLeft, Compass } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/document-title';

/**
 * An /admin page that does not exist (yet): the admin screens arrive with their capability.
 * The guard has already checked the role against the admin route table (docs/product.md §2).
 */
export function Component() {
  useDocumentTitle('Página não encontrada');
  return (
    <div className="mx-auto max-w-lg py-12 text-center">
      <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
        <Compass className="size-6" aria-hidden="true" />
      </div>
      <h1 className="mt-6 text-2xl font-bold tracking-tight">Página não encontrada</h1>
      <p className="mt-3 text-pretty text-muted-foreground">
        Esta área do painel ainda não está disponível ou o endereço está incorreto.
      </p>
      <Button asChild className="mt-8">
        <Link to="/admin">
          <ArrowLeft aria-hidden="true" />
          Voltar ao painel
        </Link>
      </Button>
    </div>
  );
}
