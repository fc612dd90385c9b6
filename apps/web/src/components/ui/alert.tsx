import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/utils';

const alertVariants = cva(
  'relative grid w-full grid-cols-[0_1fr] items-start gap-y-1 rounded-lg border px-4 py-4 text-sm has-[>svg]:grid-cols-[calc(var(--spacing)*5)_1fr] has-[>svg]:gap-x-3 [&>svg]:size-5 [&>svg]:translate-y-0.5 [&>svg]:text-current',
  {
    variants: {
      variant: {
        default: 'bg-card text-card-foreground',
        warning: 'border-amber-300 bg-amber-50 text-amber-950 [&>svg]:text-amber-700',
        destructive: 'border-red-300 bg-red-50 text-red-950 [&>svg]:text-destructive',
        success: 'border-emerald-300 bg-emerald-50 text-emerald-950 [&>svg]:text-emerald-700',
        info: 'border-teal-200 bg-secondary/70 text-secondary-foreground [&>svg]:text-primary',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

/**
 * A callout. `role` defaults to `note` because most of ours are static content present on
 * load; pass `role="alert"` only for messages that appear in response to an action.
 */
export function Alert({
  className,
  variant,
  role = 'note',
  ...props
}: ComponentProps<'div'> & VariantProps<typeof alertVariants>) {
  return (
    <div
      data-slot="alert"
      role={role}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    />
  );
}

export function AlertTitle({ className, children, ...props }: ComponentProps<'h3'>) {
  return (
    <h3
      data-slot="alert-title"
      className={cn('col-start-2 font-semibold tracking-tight', className)}
      {...props}
    >
      {children}
    </h3>
  );
}

export function AlertDescription({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="alert-description"
      className={cn('col-start-2 grid gap-2 text-sm [&_p]:leading-relaxed', className)}
      {...props}
    />
  );
}
