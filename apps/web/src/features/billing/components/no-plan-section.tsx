import { Link } from '@/components/link';
import { RotateCcw, Sparkles } from 'lucide-react';
import type { TSubscription } from '@algoone/contracts';
import { PLANS } from '@algoone/domain';
import { Button } from '@/components/ui/button';
import { formatBRL, formatDate } from '@/lib/format';

/**
 * /conta/assinatura without a live plan: first what happened to the last one (refunded: how
 * much, when, and that access ended; issue #30), then the invitation to subscribe (again).
 */
export function NoPlanSection({ last }: { last: TSubscription | null }) {
  const ended = last?.status === 'expired' ? last : null;
  const refund = ended?.refund ?? null;
  return (
    <section className="grid gap-4 rounded-2xl border bg-card p-4 sm:p-6">
      {ended && refund && (
        <div
          aria-labelledby="reembolso-titulo"
          role="group"
          className="flex items-start gap-3 rounded-xl border bg-secondary/60 p-4 text-sm"
        >
          <RotateCcw className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <div className="grid gap-1">
            <h2 id="reembolso-titulo" className="text-base font-semibold">
              Seu plano {PLANS[ended.plan].name} foi cancelado e reembolsado
            </h2>
            <p>
              Devolvemos {formatBRL(refund.amountCents)} em {formatDate(refund.refundedAt)}.
              {ended.endedAt
                ? ` O acesso aos recursos do plano terminou em ${formatDate(ended.endedAt)}.`
                : ' O acesso aos recursos do plano terminou.'}
            </p>
            {ended.provider === 'stripe' && (
              <p className="text-muted-foreground">
                O estorno vai para o mesmo cartão; o prazo para aparecer na fatura é o do emissor.
              </p>
            )}
          </div>
        </div>
      )}
      <div className="text-center">
        <Sparkles className="mx-auto size-8 text-primary" aria-hidden="true" />
        <h2 className="mt-2 text-xl font-semibold">
          {ended ? 'Você está sem plano agora' : 'Você ainda não tem um plano'}
        </h2>
        <p className="mt-1 text-muted-foreground">
          {ended
            ? 'Assine de novo quando quiser: o research, o simulador de rebalanceamento e o chat com seu consultor voltam assim que o pagamento for confirmado.'
            : 'Assine para liberar o research, o simulador de rebalanceamento e o chat com seu consultor.'}
        </p>
        <Button asChild className="mt-4">
          <Link to="/billing">{ended ? 'Assinar de novo' : 'Ver planos'}</Link>
        </Button>
      </div>
    </section>
  );
}
