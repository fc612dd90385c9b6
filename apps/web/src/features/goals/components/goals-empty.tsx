import { Plus, Target } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The empty state (docs/product.md §2), with the way to the wizard. */
export function GoalsEmpty({ onCreate }: { onCreate: () => void }) {
  return (
    <section
      aria-labelledby="objetivos-vazio"
      className="flex min-w-0 flex-col items-center gap-4 rounded-xl border border-dashed bg-card px-4 py-14 text-center sm:px-6"
    >
      <div className="flex size-14 items-center justify-center rounded-full bg-secondary text-primary">
        <Target className="size-7" aria-hidden="true" />
      </div>
      <h2 id="objetivos-vazio" className="text-xl font-semibold tracking-tight">
        Seus objetivos começam aqui
      </h2>
      <p className="max-w-md text-muted-foreground">
        Uma viagem, a casa própria, a reserva de emergência: crie um objetivo e veja quanto guardar
        por mês, se ele cabe no seu orçamento e quando você chega lá.
      </p>
      <Button
        type="button"
        size="lg"
        className="h-auto min-h-12 max-w-full py-2 whitespace-normal"
        onClick={onCreate}
      >
        <Plus aria-hidden="true" />
        Criar meu primeiro objetivo
      </Button>
    </section>
  );
}
