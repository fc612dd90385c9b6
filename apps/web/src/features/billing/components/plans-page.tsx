import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '@/components/link';
import { Check, Loader2, ShieldCheck, Sparkles } from 'lucide-react';
import {
  ENTITLEMENT_LABELS,
  PLAN_FEATURES,
  PLANS,
  REFUND_GUARANTEE_DAYS,
  type PlanPeriod,
} from '@algoone/domain';
import { PageError, PageStatus } from '@/components/page-status';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/document-title';
import { errorMessage } from '@/lib/form-errors';
import { formatBRL } from '@/lib/format';
import { useBillingOverview, useStartCheckout } from '../api/billing';
import { planFromQuery } from '../lib/plan-query';
import { DemoNotice } from './demo-notice';

export const PLANS_LOADING_TEXT = 'Carregando os planos...';

/** A fresh key per page visit: a double click sends it twice and makes one checkout. */
function newKey(): string {
  return crypto.randomUUID();
}

/** /billing ('Escolha seu Plano'): the monthly/annual toggle, what a plan includes, subscribe. */
export function PlansPage() {
  useDocumentTitle('Planos');
  const [params] = useSearchParams();
  const overview = useBillingOverview();
  // A plan chosen on the public /planos page arrives in the address (through sign-in or the
  // onboarding); otherwise the annual one.
  const [period, setPeriod] = useState<PlanPeriod>(
    () => planFromQuery(params.get('plano')) ?? 'annual',
  );
  // One key per plan and attempt: a double click reuses it, another plan or a retry after an
  // error does not (the server would answer with the first checkout's plan).
  const [keys, setKeys] = useState(() => ({ monthly: newKey(), annual: newKey() }));
  const checkout = useStartCheckout();
  const navigate = useNavigate();

  if (overview.isPending) return <PageStatus>{PLANS_LOADING_TEXT}</PageStatus>;
  if (overview.isError) {
    return (
      <PageError
        title="Não foi possível carregar os planos"
        onRetry={() => void overview.refetch()}
      >
        {errorMessage(overview.error)}
      </PageError>
    );
  }
  const { provider, subscription } = overview.data;
  const live =
    subscription && ['active', 'past_due', 'canceled'].includes(subscription.status)
      ? subscription
      : null;
  const plan = PLANS[period];

  const subscribe = () =>
    checkout.mutate(
      { plan: period, idempotencyKey: keys[period] },
      {
        onError: () => setKeys((current) => ({ ...current, [period]: newKey() })),
        onSuccess: ({ redirectUrl }) => {
          // Stripe's Checkout is another site; the demo's confirmation is one of our pages.
          if (/^https?:\/\//.test(redirectUrl)) window.location.assign(redirectUrl);
          else void navigate(redirectUrl);
        },
      },
    );

  return (
    <div className="mx-auto max-w-5xl px-4 pt-8 pb-20 sm:px-6 lg:px-8">
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Escolha seu Plano</h1>
        <p className="mt-3 text-muted-foreground">
          Consultoria independente, sem conflito de interesse: você paga a assinatura e recebe de
          volta o cashback das corretoras.
        </p>
      </header>

      {provider === 'demo' && (
        <div className="mx-auto mt-6 max-w-3xl">
          <DemoNotice />
        </div>
      )}
      {params.get('checkout') === 'cancelado' && (
        <p role="status" className="mt-4 text-center text-sm text-muted-foreground">
          O pagamento foi interrompido e nada foi cobrado. Você pode tentar de novo quando quiser.
        </p>
      )}

      {live ? (
        <section className="mx-auto mt-8 max-w-xl rounded-2xl border bg-card p-6 text-center">
          <Sparkles className="mx-auto size-8 text-primary" aria-hidden="true" />
          <h2 className="mt-2 text-xl font-semibold">Você já é assinante</h2>
          <p className="mt-1 text-muted-foreground">
            Plano {PLANS[live.plan].name}. Veja a próxima cobrança, as faturas e como trocar ou
            cancelar em Minha assinatura.
          </p>
          <Button asChild className="mt-4">
            <Link to="/conta/assinatura">Minha assinatura</Link>
          </Button>
        </section>
      ) : (
        <section aria-label="Plano" className="mx-auto mt-8 grid max-w-3xl gap-6 md:grid-cols-2">
          <div className="flex flex-col gap-5">
            <div
              role="radiogroup"
              aria-label="Periodicidade"
              className="inline-flex self-center rounded-full border bg-secondary p-1 md:self-start"
            >
              {(['monthly', 'annual'] as const).map((option) => (
                <button
                  key={option}
                  type="button"
                  role="radio"
                  aria-checked={period === option}
                  onClick={() => setPeriod(option)}
                  className={
                    'rounded-full px-4 py-1.5 text-sm font-medium transition-colors ' +
                    (period === option
                      ? 'bg-background text-foreground shadow-sm'
                      : 'text-muted-foreground hover:text-foreground')
                  }
                >
                  {PLANS[option].name}
                  {PLANS[option].badge && (
                    <Badge variant="secondary" className="ml-2">
                      {PLANS[option].badge}
                    </Badge>
                  )}
                </button>
              ))}
            </div>
            <div className="rounded-2xl border-2 border-primary bg-card p-6 shadow-sm">
              <p className="text-sm font-medium text-primary">AlgoOne {plan.name}</p>
              <p className="mt-2 text-4xl font-bold tabular-nums">
                {formatBRL(plan.priceCents)}
                <span className="text-base font-normal text-muted-foreground">
                  {period === 'monthly' ? '/mês' : '/ano'}
                </span>
              </p>
              {plan.savingsCents !== null ? (
                <p className="mt-1 text-sm font-medium text-emerald-700">
                  Economize {formatBRL(plan.savingsCents)} em relação ao mensal
                </p>
              ) : (
                <p className="mt-1 text-sm text-muted-foreground">Cobrado todo mês</p>
              )}
              <Button
                size="lg"
                className="mt-6 w-full"
                busy={checkout.isPending}
                onClick={subscribe}
              >
                {checkout.isPending && (
                  <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
                )}
                {checkout.isPending ? 'Abrindo o pagamento...' : `Assinar o plano ${plan.name}`}
              </Button>
              {checkout.isError && (
                <p role="alert" className="mt-3 text-sm text-destructive">
                  {errorMessage(checkout.error)}
                </p>
              )}
              <p className="mt-4 flex items-start gap-2 text-sm text-muted-foreground">
                <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                Garantia de {REFUND_GUARANTEE_DAYS} dias: cancele nesse prazo e receba tudo de
                volta. Depois, cancele quando quiser, sem multa.
              </p>
            </div>
          </div>
          <div className="rounded-2xl border bg-card p-6">
            <h2 className="font-semibold">O que o plano inclui</h2>
            <ul className="mt-4 grid gap-3">
              {PLAN_FEATURES.map((feature) => (
                <li key={feature} className="flex items-start gap-2 text-sm">
                  <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  {feature}
                </li>
              ))}
            </ul>
            <h3 className="mt-6 text-sm font-semibold">Libera na hora</h3>
            <ul className="mt-2 grid gap-1 text-sm text-muted-foreground">
              {Object.values(ENTITLEMENT_LABELS).map((label) => (
                <li key={label}>• {label}</li>
              ))}
            </ul>
            <p className="mt-6 text-xs text-muted-foreground">
              {provider === 'stripe'
                ? 'O pagamento é feito na página segura do Stripe: os dados do cartão nunca passam pela AlgoOne.'
                : 'Na demonstração não há cartão: você confirma o pagamento simulado na página seguinte.'}
            </p>
          </div>
        </section>
      )}
    </div>
  );
}
