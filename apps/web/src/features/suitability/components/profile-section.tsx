import type { ReactNode } from 'react';

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

/** Placeholder rows while a list loads. */
export function SectionLoading({ label }: { label: string }) {
  return (
    <div role="status" className="grid gap-2">
      <span className="sr-only">{label}</span>
      {[0, 1, 2].map((row) => (
        <div key={row} className="h-10 animate-pulse rounded-md bg-muted" />
      ))}
    </div>
  );
}
