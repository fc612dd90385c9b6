import type { ReactNode } from 'react';
import { Loader2, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** A centred, announced waiting message ("Verificando autenticação..."). */
export function PageStatus({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-[50dvh] flex-1 flex-col items-center justify-center gap-3 px-4 py-16 text-center text-muted-foreground"
    >
      <Loader2
        className="size-7 animate-spin text-primary motion-reduce:animate-none"
        aria-hidden="true"
      />
      <p className="text-base font-medium">{children}</p>
    </div>
  );
}

/** A failed load with a retry. */
export function PageError({
  title,
  children,
  onRetry,
}: {
  title: string;
  children: ReactNode;
  onRetry: () => void;
}) {
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[50dvh] max-w-md flex-1 flex-col items-center justify-center gap-3 px-4 py-16 text-center"
    >
      <div className="flex size-12 items-center justify-center rounded-full bg-red-50 text-destructive">
        <TriangleAlert className="size-6" aria-hidden="true" />
      </div>
      <h1 className="text-xl font-semibold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{children}</p>
      <Button type="button" className="mt-2" onClick={onRetry}>
        Tentar novamente
      </Button>
    </div>
  );
}

/** A failed section load with a retry, inside its card. */
export function SectionError({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <div role="alert" className="grid gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm">
      <p className="text-red-950">{children}</p>
      <button
        type="button"
        onClick={onRetry}
        className="w-fit rounded-md border border-red-300 bg-background px-3 py-1.5 font-semibold text-red-900 transition-colors hover:bg-red-100"
      >
        Tentar novamente
      </button>
    </div>
  );
}
