import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  CalendarClock,
  Check,
  CreditCard,
  FileText,
  Lock,
  Receipt,
  RefreshCw,
  ShieldCheck,
} from 'lucide-react';
import type { TBillingOverview, TSubscription } from '@algoone/contracts';
import {
  ENTITLEMENTS,
  ENTITLEMENT_LABELS,
  PLANS,
  SUBSCRIPTION_STATUS_LABELS,
  type PlanPeriod,
} from '@algoone/domain';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { PageError, PageStatus } from '@/components/page-status';
import { SectionCard } from '@/components/section-card';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { useDocumentTitle } from '@/lib/document-title';
import { errorMessage } from '@/lib/form-errors';
import { STACKED_TABLE } from '@/lib/stacked-table';
import { formatBRL, formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { toastError, toastSuccess } from '@/lib/spec-toasts';
import {
  receiptHref,
  useBillingOverview,
  useCancelSubscription,
  useDemoRenewal,
  useOpenPortal,
  useSwitchPlan,
} from '../api/billing';
import { DemoNotice } from './demo-notice';
import { NoPlanSection } from './no-plan-section';

export const SUBSCRIPTION_LOADING_TEXT = 'Carregando sua assinatura...';

const INVOICE_STATUS: Record<TBillingOverview['invoices'][number]['status'], string> = {
  paid: 'Paga',
  failed: 'Recusada',
  refunded: 'Reembolsada',
};

function StatusBadge({ status }: { status: TSubscription['status'] }) {
  const variant =
    status === 'active'
      ? 'default'
      : status === 'past_due' || status === 'canceled'
        ? 'warning'
        : 'secondary';
  return <Badge variant={variant}>{SUBSCRIPTION_STATUS_LABELS[status]}</Badge>;
}

/** /conta/assinatura: the plan, the next charge, what it unlocks, the invoices, and the changes. */
export function SubscriptionPage() {
  useDocumentTitle('Minha assinatura');
  const [params] = useSearchParams();
  // Back from Stripe's Checkout, the webhook may land a moment after the investor does.
  const returning = params.get('checkout') === 'concluido';
  const overview = useBillingOverview({ pollWhilePending: returning });
  const waiting = returning && overview.data?.subscription?.status === 'pending';

  if (overview.isPending) return <PageStatus>{SUBSCRIPTION_LOADING_TEXT}</PageStatus>;
  if (overview.isError) {
    return (
      <PageError
        title="Não foi possível carregar sua assinatura"
        onRetry={() => void overview.refetch()}
      >
        {errorMessage(overview.error)}
      </PageError>
    );
  }
  const { provider, subscription, entitlements, invoices } = overview.data;
  const live =
    subscription && ['active', 'past_due', 'canceled'].includes(subscription.status)
      ? subscription
      : null;

  return (
    <div className="mx-auto grid max-w-4xl grid-cols-[minmax(0,1fr)] gap-6 px-4 pt-6 pb-20 sm:px-6 lg:px-8">
      <header className="flex flex-col gap-2 border-b pb-6">
        <h1 className="text-3xl font-bold tracking-tight">Minha assinatura</h1>
        <p className="max-w-2xl text-muted-foreground">
          Seu plano, a próxima cobrança, as faturas e os recibos. Troque de plano ou cancele quando
          quiser.
        </p>
      </header>
      {provider === 'demo' && <DemoNotice />}
      {waiting && (
        <p role="status" className="rounded-lg border bg-secondary px-4 py-3 text-sm">
          Recebemos você de volta do pagamento. Estamos aguardando a confirmação do provedor; esta
          página se atualiza sozinha.
        </p>
      )}

      {live ? (
        <PlanSection subscription={live} provider={provider} />
      ) : (
        <NoPlanSection last={subscription} />
      )}

      <SectionCard
        id="libera"
        icon={ShieldCheck}
        title="O que seu plano libera"
        description="Verificado a cada uso, no servidor."
      >
        <ul className="grid gap-2 sm:grid-cols-3">
          {ENTITLEMENTS.map((entitlement) => {
            const on = entitlements.includes(entitlement);
            return (
              <li
                key={entitlement}
                className="flex items-center gap-2 rounded-lg border px-3 py-2 text-sm"
              >
                {on ? (
                  <Check className="size-4 text-primary" aria-hidden="true" />
                ) : (
                  <Lock className="size-4 text-muted-foreground" aria-hidden="true" />
                )}
                <span className={on ? '' : 'text-muted-foreground'}>
                  {ENTITLEMENT_LABELS[entitlement]}
                  <span className="sr-only">{on ? ' (liberado)' : ' (bloqueado)'}</span>
                </span>
              </li>
            );
          })}
        </ul>
      </SectionCard>

      <SectionCard
        id="faturas"
        icon={Receipt}
        title="Faturas"
        description="Valor, data, situação e recibo."
      >
        {invoices.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhuma fatura ainda.</p>
        ) : (
          // Phones: one card per invoice (STACKED_TABLE), the receipt link in full.
          <Table className={STACKED_TABLE.table}>
            <TableHeader className={STACKED_TABLE.head}>
              <TableRow>
                <TableHead>Data</TableHead>
                <TableHead className="hidden sm:table-cell">Plano</TableHead>
                <TableHead className="text-right">Valor</TableHead>
                <TableHead>Situação</TableHead>
                <TableHead>
                  <span className="sr-only">Recibo</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody className={STACKED_TABLE.body}>
              {invoices.map((invoice) => (
                <TableRow key={invoice.id} className={STACKED_TABLE.row}>
                  <TableCell className={STACKED_TABLE.title}>
                    {formatDate(invoice.createdAt)}
                  </TableCell>
                  <TableCell className="hidden sm:table-cell">{PLANS[invoice.plan].name}</TableCell>
                  <TableCell
                    data-label="Valor"
                    className={cn('text-right tabular-nums', STACKED_TABLE.cell)}
                  >
                    {formatBRL(invoice.amountCents)}
                  </TableCell>
                  <TableCell data-label="Situação" className={STACKED_TABLE.cell}>
                    <Badge variant={invoice.status === 'paid' ? 'secondary' : 'warning'}>
                      {INVOICE_STATUS[invoice.status]}
                    </Badge>
                  </TableCell>
                  <TableCell className={cn('max-sm:p-0', !invoice.hasReceipt && 'max-sm:hidden')}>
                    {invoice.hasReceipt && (
                      <a
                        href={receiptHref(invoice.id)}
                        className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
                      >
                        <FileText className="size-4" aria-hidden="true" />
                        Recibo
                        <span className="sr-only"> de {formatDate(invoice.createdAt)}</span>
                      </a>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </SectionCard>
    </div>
  );
}

function PlanSection({
  subscription,
  provider,
}: {
  subscription: TSubscription;
  provider: TBillingOverview['provider'];
}) {
  const [cancelOpen, setCancelOpen] = useState(false);
  const [switchOpen, setSwitchOpen] = useState(false);
  const cancel = useCancelSubscription();
  const switchPlan = useSwitchPlan();
  const portal = useOpenPortal();
  const renewal = useDemoRenewal();
  const plan = PLANS[subscription.plan];
  const other: PlanPeriod = subscription.plan === 'monthly' ? 'annual' : 'monthly';
  const refundable = subscription.refundableUntil !== null;
  const canChange = subscription.status === 'active';

  return (
    <SectionCard
      id="plano"
      icon={CreditCard}
      title={`Plano ${plan.name}`}
      description={`${formatBRL(plan.priceCents)}${subscription.plan === 'monthly' ? ' por mês' : ' por ano'}`}
      action={<StatusBadge status={subscription.status} />}
    >
      <dl className="grid gap-4 sm:grid-cols-2">
        {subscription.nextCharge ? (
          <div className="rounded-lg bg-secondary p-4">
            <dt className="flex items-center gap-1 text-sm text-muted-foreground">
              <CalendarClock className="size-4" aria-hidden="true" /> Próxima cobrança
            </dt>
            <dd className="mt-1 text-lg font-semibold">
              {formatBRL(subscription.nextCharge.amountCents)} em{' '}
              {formatDate(subscription.nextCharge.at)}
            </dd>
          </div>
        ) : (
          subscription.currentPeriodEnd && (
            <div className="rounded-lg bg-secondary p-4">
              <dt className="text-sm text-muted-foreground">Acesso até</dt>
              <dd className="mt-1 text-lg font-semibold">
                {formatDate(subscription.currentPeriodEnd)}
              </dd>
              <dd className="text-sm text-muted-foreground">Sem novas cobranças.</dd>
            </div>
          )
        )}
        <div className="rounded-lg bg-secondary p-4">
          <dt className="flex items-center gap-1 text-sm text-muted-foreground">
            <ShieldCheck className="size-4" aria-hidden="true" /> Garantia de 7 dias
          </dt>
          <dd className="mt-1 text-sm">
            {refundable && subscription.refundableUntil
              ? `Cancelando até ${formatDate(subscription.refundableUntil)}, você recebe tudo de volta e o acesso termina na hora.`
              : 'O prazo de reembolso terminou. Cancelando agora, você mantém o acesso até o fim do período pago.'}
          </dd>
        </div>
      </dl>
      {subscription.status === 'past_due' && (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          A última cobrança foi recusada. O acesso continua enquanto tentamos de novo;{' '}
          {provider === 'stripe'
            ? 'atualize o cartão para evitar a interrupção.'
            : 'simule uma nova cobrança abaixo.'}
        </p>
      )}

      <div className="mt-6 flex flex-wrap gap-3">
        {canChange && (
          <Button variant="outline" onClick={() => setSwitchOpen(true)}>
            <RefreshCw aria-hidden="true" />
            Mudar para o plano {PLANS[other].name}
          </Button>
        )}
        {provider === 'stripe' && (
          <Button
            variant="outline"
            busy={portal.isPending}
            onClick={() =>
              portal.mutate(undefined, {
                onSuccess: ({ url }) => window.location.assign(url),
                onError: (error) =>
                  toastError({
                    title: 'Não foi possível abrir o portal',
                    description: errorMessage(error),
                  }),
              })
            }
          >
            <CreditCard aria-hidden="true" />
            Atualizar cartão
          </Button>
        )}
        {subscription.status !== 'canceled' && (
          <Button variant="destructive" onClick={() => setCancelOpen(true)}>
            {refundable ? 'Cancelar e pedir reembolso' : 'Cancelar assinatura'}
          </Button>
        )}
      </div>

      {provider === 'demo' && subscription.status !== 'canceled' && (
        <div className="mt-6 rounded-lg border border-dashed p-4">
          <p className="text-sm font-medium">Demonstração: próxima cobrança</p>
          <p className="text-sm text-muted-foreground">
            Sem esperar o fim do período, veja uma renovação ou um cartão recusado.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="secondary"
              busy={renewal.isPending}
              onClick={() =>
                renewal.mutate('paid', {
                  onError: (error) =>
                    toastError({
                      title: 'Não foi possível simular',
                      description: errorMessage(error),
                    }),
                })
              }
            >
              Simular renovação paga
            </Button>
            <Button
              size="sm"
              variant="secondary"
              busy={renewal.isPending}
              onClick={() =>
                renewal.mutate('failed', {
                  onError: (error) =>
                    toastError({
                      title: 'Não foi possível simular',
                      description: errorMessage(error),
                    }),
                })
              }
            >
              Simular cobrança recusada
            </Button>
          </div>
        </div>
      )}

      <ConfirmDeleteDialog
        open={cancelOpen}
        onOpenChange={setCancelOpen}
        title={refundable ? 'Cancelar e receber o reembolso?' : 'Cancelar a assinatura?'}
        description={
          refundable
            ? `Você está na garantia de 7 dias: devolvemos integralmente o que foi pago e os recursos do plano deixam de funcionar agora.`
            : `Não haverá novas cobranças. Você mantém os recursos do plano até ${subscription.currentPeriodEnd ? formatDate(subscription.currentPeriodEnd) : 'o fim do período'}.`
        }
        confirmLabel={refundable ? 'Cancelar e reembolsar' : 'Cancelar assinatura'}
        pending={cancel.isPending}
        onConfirm={() => cancel.mutateAsync()}
        success={{
          title: 'Assinatura cancelada',
          description: refundable
            ? 'O reembolso integral foi solicitado ao provedor.'
            : 'Você mantém o acesso até o fim do período pago.',
        }}
        failureTitle="Não foi possível cancelar"
        dismissLabel="Voltar"
      />

      <AlertDialog open={switchOpen} onOpenChange={setSwitchOpen}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Mudar para o plano {PLANS[other].name}?</AlertDialogTitle>
            <AlertDialogDescription>
              {formatBRL(PLANS[other].priceCents)}
              {other === 'monthly' ? ' por mês' : ' por ano'}. O que resta do período atual vira
              crédito no novo plano e a diferença é cobrada agora, proporcionalmente.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={switchPlan.isPending}>Voltar</AlertDialogCancel>
            <AlertDialogAction
              disabled={switchPlan.isPending}
              onClick={(event) => {
                event.preventDefault();
                switchPlan
                  .mutateAsync(other)
                  .then((result) => {
                    setSwitchOpen(false);
                    toastSuccess({
                      title: 'Plano alterado',
                      description:
                        result.chargedCents !== null
                          ? `Agora você está no plano ${PLANS[other].name}. Cobrado: ${formatBRL(result.chargedCents)}.`
                          : `A troca para o plano ${PLANS[other].name} foi enviada ao provedor.`,
                    });
                  })
                  .catch((error: unknown) =>
                    toastError({
                      title: 'Não foi possível trocar de plano',
                      description: errorMessage(error),
                    }),
                  );
              }}
            >
              Mudar de plano
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </SectionCard>
  );
}
