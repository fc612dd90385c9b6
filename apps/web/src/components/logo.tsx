import { useId } from 'react';
import { cn } from '@/lib/utils';

/** The AlgoOne mark and wordmark. Decorative: the link around it carries the name. */
export function Logo({ className, inverse = false }: { className?: string; inverse?: boolean }) {
  const gradientId = useId();
  return (
    <span className={cn('inline-flex items-center gap-2', className)} aria-hidden="true">
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" focusable="false">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor={inverse ? '#5eead4' : '#0f766e'} />
            <stop offset="1" stopColor={inverse ? '#2dd4bf' : '#115e59'} />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
        <path
          d="M8 22 L14 14 L18 18 L24 10"
          stroke={inverse ? '#042f2e' : '#fff'}
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span
        className={cn(
          'text-xl font-bold tracking-tight',
          inverse ? 'text-white' : 'text-foreground',
        )}
      >
        Algo<span className={inverse ? 'text-teal-300' : 'text-primary'}>One</span>
      </span>
    </span>
  );
}
