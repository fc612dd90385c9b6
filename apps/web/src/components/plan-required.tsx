import { Link } from '@/components/link';
import { Lock } from 'lucide-react';
import { ENTITLEMENT_LABELS, PLANS, type Entitlement } from '@algoone/domain';
import { Button } from '@/components/ui/button';
import { formatBRL } from '@/lib/format';
import { cn } from '@/lib/utils';

/**
 * Where a plan feature would be, for someone without a plan: what it is, that the plans include
 * it, from how much, and the way to /billing, instead of a button that does nothing.
 */
export function PlanRequired({
  entitlement,
  children,
  className,
}: {
  entitlement: Entitlement;
  /** One sentence on what the feature does for them. */
  children: React.ReactNode;
  className?: string;
}) {
  // Laid out by its own width, not the window's: in the chat's narrow panel on a desktop it
  // stays stacked, and the button never squeezes the text.
  return (
    <div
      className={cn('@container rounded-xl border border-primary/30 bg-primary/5 p-4', className)}
    >
      <div className="flex flex-col gap-3 @lg:flex-row @lg:items-center">
        <Lock className="size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="flex-1 text-sm">
          <p className="font-semibold">{ENTITLEMENT_LABELS[entitlement]}: incluído nos planos</p>
          <p className="text-muted-foreground">
            {children} A partir de {formatBRL(PLANS.monthly.priceCents)}/mês, com garantia de 7
            dias.
          </p>
        </div>
        <Button asChild size="sm" className="self-start @lg:self-auto">
          <Link to="/billing">Ver planos</Link>
        </Button>
      </div>
    </div>
  );
}
