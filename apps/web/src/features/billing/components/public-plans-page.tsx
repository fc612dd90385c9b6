import { Link } from '@/components/link';
import { ArrowRight, Check, ShieldCheck, Unlock } from 'lucide-react';
import {
  ENTITLEMENT_LABELS,
  PLAN_FEATURES,
  PLAN_PERIODS,
  PLANS,
  REFUND_GUARANTEE_DAYS,
  type PlanPeriod,
} from '@algoone/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { AUTH_PATHS, withNext } from '@/lib/auth-paths';
import { useDocumentTitle } from '@/lib/document-title';
import { formatBRL } from '@/lib/format';
import { cn } from '@/lib/utils';
import { subscribePath } from '../lib/plan-query';

const PER: Record<PlanPeriod, string> = { monthly: '/mês', annual: '/ano' };

/**
 * /planos: the plans for anyone, signed in or not (issue #30: the landing's "Planos" sent
 * visitors to sign in). Prices, contents and the guarantee come from the domain, as on /billing.
 * A public page: no session and no API call, so it renders whole on the server. "Assinar" goes
 * to /billing with the plan chosen; a visitor is sent to sign in first (and from there, or from
 * "Criar conta e assinar", through the onboarding), and comes back to it.
 */
export function PublicPlansPage() {
  useDocumentTitle('Planos');
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 pt-8 pb-20 sm:px-6 lg:px-8">
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Planos AlgoOne
        </h1>
        <p className="mt-3 text-pretty text-muted-foreground">
          Consultoria independente, sem conflito de interesse: você paga a assinatura e recebe de
          volta o cashback das corretoras. Os dois planos incluem o mesmo; muda só a forma de pagar.
        </p>
      </header>

      <section aria-label="Preços" className="mx-auto grid w-full max-w-3xl gap-6 md:grid-cols-2">
        {PLAN_PERIODS.map((period) => (
          <PlanCard key={period} period={period} />
        ))}
        <p className="flex items-start gap-2 text-sm text-muted-foreground md:col-span-2">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          Garantia de {REFUND_GUARANTEE_DAYS} dias: cancele nesse prazo e receba tudo de volta.
          Depois, cancele quando quiser, sem multa.
        </p>
      </section>

      <div className="mx-auto grid w-full max-w-3xl gap-6 md:grid-cols-2">
        <section aria-labelledby="planos-inclui" className="rounded-2xl border bg-card p-6">
          <h2 id="planos-inclui" className="font-semibold">
            O que todo plano inclui
          </h2>
          <ul className="mt-4 grid gap-3">
            {PLAN_FEATURES.map((feature) => (
              <li key={feature} className="flex items-start gap-2 text-sm">
                <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                {feature}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="planos-libera" className="rounded-2xl border bg-card p-6">
          <h2 id="planos-libera" className="font-semibold">
            Libera assim que o pagamento é confirmado
          </h2>
          <ul className="mt-4 grid gap-3">
            {Object.values(ENTITLEMENT_LABELS).map((label) => (
              <li key={label} className="flex items-start gap-2 text-sm">
                <Unlock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                {label}
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-muted-foreground">
            Sem plano, você continua com o questionário de perfil, a carteira recomendada, o Theo e
            o acompanhamento do seu patrimônio.
          </p>
        </section>
      </div>

      <section
        aria-labelledby="planos-como"
        className="mx-auto w-full max-w-3xl rounded-2xl border bg-secondary/50 p-6"
      >
        <h2 id="planos-como" className="font-semibold">
          Como assinar
        </h2>
        <ol className="mt-4 grid gap-3 text-sm">
          {[
            'Entre na sua conta. Se ainda não tem uma, responda ao questionário de perfil: a conta é criada no final, em menos de 5 minutos.',
            'Confira o plano escolhido e confirme o pagamento.',
            'Os recursos do plano são liberados assim que o pagamento é confirmado.',
          ].map((step, index) => (
            <li key={step} className="flex items-start gap-3">
              <span
                aria-hidden="true"
                className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
              >
                {index + 1}
              </span>
              {step}
            </li>
          ))}
        </ol>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button asChild variant="outline">
            <Link to={withNext(AUTH_PATHS.getStarted, subscribePath('annual'))}>
              Criar conta e assinar
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild variant="ghost">
            <Link to={withNext(AUTH_PATHS.signIn, subscribePath('annual'))}>
              Já tenho conta: entrar
            </Link>
          </Button>
        </div>
      </section>
    </div>
  );
}

function PlanCard({ period }: { period: PlanPeriod }) {
  const plan = PLANS[period];
  const featured = plan.savingsCents !== null;
  return (
    <article
      aria-labelledby={`plano-${period}`}
      className={cn(
        'flex flex-col rounded-2xl bg-card p-6 shadow-sm',
        featured ? 'border-2 border-primary' : 'border',
      )}
    >
      <div className="flex items-center gap-2">
        <h2 id={`plano-${period}`} className="text-sm font-medium text-primary">
          AlgoOne {plan.name}
        </h2>
        {plan.badge && <Badge variant="secondary">{plan.badge}</Badge>}
      </div>
      <p className="mt-2 text-4xl font-bold tabular-nums">
        {formatBRL(plan.priceCents)}
        <span className="text-base font-normal text-muted-foreground">{PER[period]}</span>
      </p>
      <p
        className={cn(
          'mt-1 text-sm',
          featured ? 'font-medium text-emerald-700' : 'text-muted-foreground',
        )}
      >
        {plan.savingsCents !== null
          ? `Economize ${formatBRL(plan.savingsCents)} em relação ao mensal`
          : 'Cobrado todo mês'}
      </p>
      <Button asChild size="lg" variant={featured ? 'default' : 'outline'} className="mt-6">
        <Link to={subscribePath(period)}>Assinar o plano {plan.name}</Link>
      </Button>
    </article>
  );
}
