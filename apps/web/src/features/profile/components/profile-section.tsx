import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** A section of /perfil: a card with an icon, a title and a line of context. */
export function ProfileSection({
  id,
  icon: Icon,
  title,
  description,
  action,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-titulo`} className="scroll-mt-24">
      <Card>
        <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex items-start gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div className="grid gap-1">
              <CardTitle id={`${id}-titulo`}>{title}</CardTitle>
              {description && <CardDescription>{description}</CardDescription>}
            </div>
          </div>
          {action}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </section>
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
