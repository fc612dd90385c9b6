import type { ReactNode } from 'react';
import { Link } from '@/components/link';
import { ArrowLeft } from 'lucide-react';

/** The frame of /carteira's sub-pages: the way back, the title and a line of context. */
export function PositionsPageFrame({
  title,
  lead,
  children,
}: {
  title: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 pt-6 pb-20 sm:px-6 lg:px-8">
      <header className="grid gap-3 border-b pb-6">
        <Link
          to="/carteira"
          className="inline-flex w-fit items-center gap-1 text-sm font-medium text-primary hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Voltar à carteira
        </Link>
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="max-w-2xl text-muted-foreground">{lead}</p>
      </header>
      {children}
    </div>
  );
}

/** A figure in a small card: its name above, the amount below. */
export function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="grid content-start gap-1 rounded-xl border bg-card p-4 shadow-xs">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold tracking-tight tabular-nums">{value}</dd>
      {hint && <dd className="text-xs text-muted-foreground">{hint}</dd>}
    </div>
  );
}
