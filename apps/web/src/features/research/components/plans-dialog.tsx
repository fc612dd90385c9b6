import { Link } from '@/components/link';
import { Check, Lock } from 'lucide-react';
import { PLAN_FEATURES, PLANS, REFUND_GUARANTEE_DAYS } from '@algoone/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { formatBRL } from '@/lib/format';

/**
 * What someone without a plan sees when they ask for a PDF (docs/product.md §10: "everyone
 * else is pointed to the plans"): the plans, what they include, and the way to /billing.
 */
export function PlansDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Lock className="size-5 text-primary" aria-hidden="true" />
            Research exclusivo para assinantes
          </DialogTitle>
          <DialogDescription>
            O download dos relatórios faz parte dos planos AlgoOne. Assine para baixar este e todos
            os outros relatórios.
          </DialogDescription>
        </DialogHeader>
        <ul className="grid gap-3 sm:grid-cols-2" aria-label="Planos">
          {Object.values(PLANS).map((plan) => (
            <li key={plan.period} className="grid gap-1 rounded-xl border bg-card p-4">
              <span className="flex items-center gap-2 font-semibold">
                {plan.name}
                {plan.badge && <Badge variant="secondary">{plan.badge}</Badge>}
              </span>
              <span className="text-2xl font-bold tabular-nums">
                {formatBRL(plan.priceCents)}
                <span className="text-sm font-normal text-muted-foreground">
                  {plan.period === 'monthly' ? '/mês' : '/ano'}
                </span>
              </span>
              {plan.savingsCents !== null && (
                <span className="text-sm text-muted-foreground">
                  Economize {formatBRL(plan.savingsCents)}
                </span>
              )}
            </li>
          ))}
        </ul>
        <ul className="grid gap-1.5 text-sm">
          {PLAN_FEATURES.map((feature) => (
            <li key={feature} className="flex items-center gap-2">
              <Check className="size-4 text-primary" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">
          Garantia de {REFUND_GUARANTEE_DAYS} dias e cancelamento a qualquer momento.
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Agora não
          </Button>
          <Button asChild>
            <Link to="/billing">Ver planos</Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
