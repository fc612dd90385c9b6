import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** The card every sign-in page sits in: an eyebrow, the page's h1, a line of context. */
export function AuthCard({
  eyebrow,
  title,
  description,
  children,
  footer,
  className,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('w-full max-w-md', className)}>
      <div className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
        {eyebrow && <div className="mb-4">{eyebrow}</div>}
        <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-[1.7rem]">{title}</h1>
        {description && <p className="mt-2 text-pretty text-muted-foreground">{description}</p>}
        <div className="mt-6">{children}</div>
      </div>
      {footer && <div className="mt-6 text-center text-sm text-muted-foreground">{footer}</div>}
    </div>
  );
}

/** A text link in the auth pages' style. */
export const authLinkClass =
  'rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2';
