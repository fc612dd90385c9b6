// Plans and billing (docs/decisions/019-billing.md): what the web app and the server exchange.
// Card data never passes here: Stripe's own Checkout and Portal pages take it.
import { ENTITLEMENTS, PLAN_PERIODS, SUBSCRIPTION_STATUSES } from '@algoone/domain';
import { z } from './zod-locale.ts';

export const BILLING_API_ROUTES = {
  /** GET: the investor's subscription, entitlements and invoices. */
  subscription: '/api/billing/subscription',
  /** GET: only what the investor's plan unlocks (every investor page reads it). */
  entitlements: '/api/billing/entitlements',
  /** POST: start a checkout for a plan; answers where to pay. */
  checkout: '/api/billing/checkout',
  /** GET: a demo checkout awaiting confirmation. */
  demoCheckout: '/api/billing/demo/checkouts/:id',
  /** POST: the demo's confirmation page pays (or is refused) — no real charge. */
  demoConfirm: '/api/billing/demo/checkouts/:id/confirm',
  /** POST: the demo charges the next period now, to show renewals and failed payments. */
  demoRenewal: '/api/billing/demo/renewal',
  cancel: '/api/billing/subscription/cancel',
  refund: '/api/billing/subscription/refund',
  switchPlan: '/api/billing/subscription/plan',
  /** POST: a Stripe Customer Portal session, to change the card there. */
  portal: '/api/billing/portal',
  receipt: '/api/billing/invoices/:id/receipt',
  stripeWebhook: '/api/billing/webhooks/stripe',
  /** GET (admin): active subscriptions, MRR, cancellations per month. */
  adminFigures: '/api/admin/billing/figures',
} as const;

export const ZPlanPeriod = z.enum(PLAN_PERIODS, { error: 'Escolha o plano mensal ou o anual.' });

export const ZCheckoutInput = z.object({
  plan: ZPlanPeriod,
  /** Made once per click on the page: a second request with it returns the first checkout. */
  idempotencyKey: z
    .string({ error: 'Chave de idempotência ausente.' })
    .regex(/^[A-Za-z0-9-]{8,64}$/, 'Chave de idempotência inválida.'),
});
export type TCheckoutInput = z.infer<typeof ZCheckoutInput>;

export const ZCheckoutStarted = z.object({
  subscriptionId: z.string(),
  redirectUrl: z.string(),
});

export const ZBillingProvider = z.enum(['demo', 'stripe']);
export type TBillingProvider = z.infer<typeof ZBillingProvider>;

export const ZInvoice = z.object({
  id: z.string(),
  plan: ZPlanPeriod,
  amountCents: z.number().int(),
  status: z.enum(['paid', 'failed', 'refunded']),
  createdAt: z.string(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  hasReceipt: z.boolean(),
});
export type TInvoice = z.infer<typeof ZInvoice>;

export const ZSubscription = z.object({
  id: z.string(),
  plan: ZPlanPeriod,
  status: z.enum(SUBSCRIPTION_STATUSES),
  provider: ZBillingProvider,
  currentPeriodEnd: z.string().nullable(),
  /** The next charge, when one is due (not after a cancellation). */
  nextCharge: z.object({ at: z.string(), amountCents: z.number().int() }).nullable(),
  firstPaidAt: z.string().nullable(),
  /** Until when cancelling refunds in full; null when that is past or nothing was paid. */
  refundableUntil: z.string().nullable(),
  /** When access ended (status expired); null while the subscription lasts. */
  endedAt: z.string().nullable(),
  /**
   * What was given back of this subscription's charges (the 7-day guarantee, or a refund on
   * Stripe): the total and when the last refund was made; null when nothing was refunded.
   */
  refund: z.object({ amountCents: z.number().int(), refundedAt: z.string() }).nullable(),
});
export type TSubscription = z.infer<typeof ZSubscription>;

export const ZBillingOverview = z.object({
  provider: ZBillingProvider,
  subscription: ZSubscription.nullable(),
  entitlements: z.array(z.enum(ENTITLEMENTS)),
  invoices: z.array(ZInvoice),
});
export type TBillingOverview = z.infer<typeof ZBillingOverview>;

/** The overview's `entitlements` alone: one indexed read instead of the plan and its invoices. */
export const ZEntitlements = z.object({ entitlements: z.array(z.enum(ENTITLEMENTS)) });
export type TEntitlements = z.infer<typeof ZEntitlements>;

export const ZSubscriptionIdParams = z.object({
  id: z.uuid({ error: 'Assinatura não encontrada.' }),
});
export const ZInvoiceIdParams = z.object({ id: z.uuid({ error: 'Fatura não encontrada.' }) });

export const ZDemoCheckout = z.object({
  id: z.string(),
  plan: ZPlanPeriod,
  amountCents: z.number().int(),
  status: z.enum(SUBSCRIPTION_STATUSES),
});

export const ZDemoOutcome = z.object({
  outcome: z.enum(['paid', 'failed'], { error: 'Escolha pagar ou recusar.' }),
});

export const ZSwitchPlanInput = z.object({ plan: ZPlanPeriod });

export const ZCancelResult = z.object({
  kind: z.enum(['refund', 'period_end']),
  /** Until when the plan's features stay on (null: ended now). */
  accessUntil: z.string().nullable(),
  refundedCents: z.number().int(),
});
export type TCancelResult = z.infer<typeof ZCancelResult>;

export const ZPortalSession = z.object({ url: z.string() });

export const ZBillingFigures = z.object({
  activeSubscriptions: z.number().int(),
  mrrCents: z.number().int(),
  cancellationsByMonth: z.array(z.object({ month: z.string(), count: z.number().int() })),
  /** Provider events that named no subscription of ours, kept for staff to look into. */
  unmatchedEvents: z.number().int(),
});
export type TBillingFigures = z.infer<typeof ZBillingFigures>;
