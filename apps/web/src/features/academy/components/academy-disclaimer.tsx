import { Info } from 'lucide-react';
import { ACADEMY_DISCLAIMER } from '@algoone/contracts';
import { cn } from '@/lib/utils';

/** The academy teaches; it does not recommend. */
export function AcademyDisclaimer({ className }: { className?: string }) {
  return (
    <aside
      aria-label="Aviso"
      className={cn(
        'flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950',
        className,
      )}
    >
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>{ACADEMY_DISCLAIMER}</p>
    </aside>
  );
}
