import { Skeleton } from '@/components/ui/skeleton';

/** The dashboard's shape while its request is in flight (no fixed delay: docs/product.md §10). */
export function DashboardSkeleton() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 pt-4 pb-12 sm:px-6 lg:px-8"
    >
      <span className="sr-only">Carregando seu painel...</span>
      <div className="grid gap-3">
        <Skeleton className="h-9 w-64" />
        <div className="flex gap-2">
          <Skeleton className="h-6 w-32 rounded-full" />
          <Skeleton className="h-6 w-28 rounded-full" />
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-40 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-32 w-full rounded-xl" />
      <Skeleton className="h-44 w-full rounded-xl" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid gap-6">
          <Skeleton className="h-40 rounded-xl" />
          <Skeleton className="h-80 rounded-xl" />
        </div>
        <div className="grid content-start gap-6">
          <Skeleton className="h-48 rounded-xl" />
          <Skeleton className="h-56 rounded-xl" />
        </div>
      </div>
    </div>
  );
}
