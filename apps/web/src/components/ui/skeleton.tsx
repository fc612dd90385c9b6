import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A grey placeholder block shown while a real request is in flight (never on a timer). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted motion-reduce:animate-none', className)}
      {...props}
    />
  );
}
