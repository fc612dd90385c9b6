import type { ReactNode } from 'react';

/** A card's loading placeholder, or its error with a retry. */
export function SectionMessage({
  children,
  loading = false,
  onRetry,
}: {
  children: ReactNode;
  loading?: boolean;
  onRetry?: () => void;
}) {
  if (loading) {
    return (
      <div role="status" className="grid gap-2">
        <span className="sr-only">{children}</span>
        {[0, 1].map((row) => (
          <div key={row} className="h-8 animate-pulse rounded-md bg-muted" />
        ))}
      </div>
    );
  }
  return (
    <div role="alert" className="grid gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm">
      <p className="text-red-950">{children}</p>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="w-fit rounded-md border border-red-300 bg-background px-3 py-1.5 font-semibold text-red-900 hover:bg-red-100"
        >
          Tentar novamente
        </button>
      )}
    </div>
  );
}
