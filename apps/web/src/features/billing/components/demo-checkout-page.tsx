import { useNavigate, useParams } from 'react-router';
import { Link } from '@/components/link';
import { CreditCard, Loader2, XCircle } from 'lucide-react';
import { PLANS } from '@algoone/domain';
import { PageError, PageStatus } from '@/components/page-status';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/document-title';
import { errorMessage } from '@/lib/form-errors';
import { formatBRL } from '@/lib/format';
import { toastSuccess } from '@/lib/spec-toasts';
import { useConfirmDemo, useDemoCheckout } from '../api/billing';
import { DemoNotice } from './demo-notice';

/**
 * /billing/demo/:id: the demo provider's "payment page". It stands where Stripe's Checkout
 * would, says plainly that nothing is charged, and drives the same states: pay, or be refused.
 */
export function DemoCheckoutPage() {
  useDocumentTitle('Pagamento de demonstração');
  const { id = '' } = useParams();
  const checkout = useDemoCheckout(id);
  const confirm = useConfirmDemo(id);
  const navigate = useNavigate();

  if (checkout.isPending) return <PageStatus>Carregando o pagamento...</PageStatus>;
  if (checkout.isError) {
    return (
      <PageError title="Pagamento não encontrado" onRetry={() => void checkout.refetch()}>
        {errorMessage(checkout.error)}
      </PageError>
    );
  }
  const { plan, amountCents, status } = checkout.data;
  const done = status !== 'pending';

  const answer = (outcome: 'paid' | 'failed') =>
    confirm.mutate(outcome, {
      onSuccess: (result) => {
        if (result.status === 'active') {
          toastSuccess({
            title: 'Assinatura ativa',
            description:
              'Pagamento de demonstração confirmado. Os recursos do plano já estão liberados.',
          });
          void navigate('/conta/assinatura');
        }
      },
    });

  return (
    <div className="mx-auto grid max-w-lg grid-cols-[minmax(0,1fr)] gap-6 px-4 pt-8 pb-20 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight">Pagamento de demonstração</h1>
      <DemoNotice />
      <section aria-label="Resumo" className="rounded-2xl border bg-card p-5 sm:p-6">
        <p className="text-sm text-muted-foreground">Plano</p>
        <p className="text-lg font-semibold">AlgoOne {PLANS[plan].name}</p>
        <p className="mt-3 text-sm text-muted-foreground">Valor</p>
        <p className="text-3xl font-bold tabular-nums">
          {formatBRL(amountCents)}
          <span className="text-base font-normal text-muted-foreground">
            {plan === 'monthly' ? '/mês' : '/ano'}
          </span>
        </p>
        {done ? (
          <p className="mt-6 text-sm">
            Este pagamento já foi concluído.{' '}
            <Link className="font-semibold text-primary underline" to="/conta/assinatura">
              Ver minha assinatura
            </Link>
          </p>
        ) : (
          <div className="mt-6 grid gap-3">
            {/* The labels wrap on a narrow phone instead of pushing the card past the edge. */}
            <Button
              size="lg"
              className="h-auto min-h-12 py-2 whitespace-normal"
              busy={confirm.isPending}
              onClick={() => answer('paid')}
            >
              {confirm.isPending ? (
                <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
              ) : (
                <CreditCard aria-hidden="true" />
              )}
              Confirmar pagamento simulado
            </Button>
            <Button
              variant="outline"
              className="h-auto min-h-10 whitespace-normal"
              busy={confirm.isPending}
              onClick={() => answer('failed')}
            >
              <XCircle aria-hidden="true" />
              Simular cartão recusado
            </Button>
            <Button asChild variant="ghost" className="h-auto min-h-10 whitespace-normal">
              <Link to="/billing?checkout=cancelado">Voltar aos planos</Link>
            </Button>
          </div>
        )}
        {confirm.data?.status === 'pending' && (
          <p role="alert" className="mt-4 text-sm text-destructive">
            O pagamento simulado foi recusado. Tente de novo ou volte aos planos: nada foi cobrado.
          </p>
        )}
        {confirm.isError && (
          <p role="alert" className="mt-4 text-sm text-destructive">
            {errorMessage(confirm.error)}
          </p>
        )}
      </section>
    </div>
  );
}
