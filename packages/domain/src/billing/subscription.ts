/**
 * A subscription's life (docs/decisions/019-billing.md): the states docs/product.md names, the
 * provider-neutral events that move it, what each state entitles, and the refund guarantee.
 * Both payment providers (the demo and Stripe) translate what happened into these events, so the
 * one machine below decides every state a subscription can be in.
 */
import type { Cents } from '../money/cents.ts';
import {
  PLANS,
  REFUND_GUARANTEE_DAYS,
  isWithinRefundWindow,
  type PlanPeriod,
} from '../product/plans.ts';

export const SUBSCRIPTION_STATUSES = [
  'none',
  'pending',
  'active',
  'past_due',
  'canceled',
  'expired',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const SUBSCRIPTION_STATUS_LABELS: Readonly<Record<SubscriptionStatus, string>> = {
  none: 'Sem assinatura',
  pending: 'Aguardando pagamento',
  active: 'Ativa',
  past_due: 'Pagamento pendente',
  canceled: 'Cancelada (acesso até o fim do período)',
  expired: 'Encerrada',
};

/** The statuses of a subscription that is still someone's current one (at most one each). */
export const LIVE_SUBSCRIPTION_STATUSES = ['pending', 'active', 'past_due', 'canceled'] as const;

export const BILLING_EVENT_TYPES = [
  /** The investor chose a plan and was sent to pay. */
  'checkout_started',
  /** A charge went through (first payment or renewal), for the period it carries. */
  'payment_succeeded',
  /** A charge was refused. */
  'payment_failed',
  /** Cancelled by the investor after the guarantee: access runs to the end of the period. */
  'cancel_scheduled',
  /** A scheduled cancellation was withdrawn before the period ended. */
  'cancel_unscheduled',
  /** Over: the period ran out after a cancellation, the provider deleted it, or it was refunded. */
  'ended',
] as const;
export type BillingEventType = (typeof BILLING_EVENT_TYPES)[number];

export interface BillingEvent {
  /** The provider's event id (Stripe's `evt_…`, the demo's own): each is applied once. */
  id: string;
  type: BillingEventType;
  occurredAt: Date;
  /** For `payment_succeeded`: the period the payment covers, and the plan it paid for. */
  periodStart?: Date;
  periodEnd?: Date;
  plan?: PlanPeriod;
}

export interface SubscriptionSnapshot {
  status: SubscriptionStatus;
  plan: PlanPeriod;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  /** The first successful payment: the 7-day guarantee counts from here. */
  firstPaidAt: Date | null;
  /** The newest event applied; older ones arriving late do not move the status back. */
  lastEventAt: Date | null;
}

/** The moves the machine allows; an event not listed for a state leaves it as it is. */
const TRANSITIONS: Readonly<
  Record<SubscriptionStatus, Partial<Record<BillingEventType, SubscriptionStatus>>>
> = {
  none: { checkout_started: 'pending' },
  pending: {
    checkout_started: 'pending',
    payment_succeeded: 'active',
    payment_failed: 'pending',
    ended: 'expired',
  },
  active: {
    payment_succeeded: 'active',
    payment_failed: 'past_due',
    cancel_scheduled: 'canceled',
    ended: 'expired',
  },
  past_due: {
    payment_succeeded: 'active',
    payment_failed: 'past_due',
    cancel_scheduled: 'canceled',
    ended: 'expired',
  },
  canceled: { cancel_unscheduled: 'active', ended: 'expired' },
  // Terminal: a new subscription is a new row, never a revived one.
  expired: {},
};

export function nextStatus(status: SubscriptionStatus, type: BillingEventType): SubscriptionStatus {
  return TRANSITIONS[status][type] ?? status;
}

export function newSubscription(plan: PlanPeriod): SubscriptionSnapshot {
  return {
    status: 'none',
    plan,
    currentPeriodStart: null,
    currentPeriodEnd: null,
    firstPaidAt: null,
    lastEventAt: null,
  };
}

/**
 * Applies one event. Providers deliver events late and out of order: an event older than the
 * newest one applied does not move the status (a late "payment failed" never undoes a later
 * payment), except `ended`, which is final whenever it arrives.
 */
export function applyBillingEvent(
  subscription: SubscriptionSnapshot,
  event: BillingEvent,
): SubscriptionSnapshot {
  const stale =
    subscription.lastEventAt !== null &&
    event.occurredAt.getTime() < subscription.lastEventAt.getTime();
  if (stale && event.type !== 'ended') return subscription;
  const status = nextStatus(subscription.status, event.type);
  if (status === subscription.status && event.type !== 'payment_succeeded') {
    return { ...subscription, lastEventAt: latest(subscription.lastEventAt, event.occurredAt) };
  }
  const paid = event.type === 'payment_succeeded' && status === 'active';
  return {
    ...subscription,
    status,
    plan: paid && event.plan ? event.plan : subscription.plan,
    currentPeriodStart:
      paid && event.periodStart ? event.periodStart : subscription.currentPeriodStart,
    currentPeriodEnd: paid && event.periodEnd ? event.periodEnd : subscription.currentPeriodEnd,
    firstPaidAt: paid ? (subscription.firstPaidAt ?? event.occurredAt) : subscription.firstPaidAt,
    lastEventAt: latest(subscription.lastEventAt, event.occurredAt),
  };
}

function latest(a: Date | null, b: Date): Date {
  return a && a.getTime() > b.getTime() ? a : b;
}

/** Applies events in order, each id once: replaying what was already applied changes nothing. */
export function replayBillingEvents(
  subscription: SubscriptionSnapshot,
  events: readonly BillingEvent[],
  alreadyApplied: ReadonlySet<string> = new Set(),
): SubscriptionSnapshot {
  const seen = new Set(alreadyApplied);
  let current = subscription;
  for (const event of events) {
    if (seen.has(event.id)) continue;
    seen.add(event.id);
    current = applyBillingEvent(current, event);
  }
  return current;
}

/** What a plan unlocks, checked on the server (docs/decisions/019-billing.md). */
export const ENTITLEMENTS = ['research', 'rebalancing', 'consultantChat'] as const;
export type Entitlement = (typeof ENTITLEMENTS)[number];

export const ENTITLEMENT_LABELS: Readonly<Record<Entitlement, string>> = {
  research: 'Relatórios de research em PDF',
  rebalancing: 'Simulador de rebalanceamento',
  consultantChat: 'Chat com consultor dedicado',
};

/**
 * Whether the subscription gives access at `now`: while active; while a renewal is being retried
 * (past_due, the provider's own grace); and after a cancellation, until the paid period ends.
 */
export function hasPlanAccess(
  subscription: Pick<SubscriptionSnapshot, 'status' | 'currentPeriodEnd'> | null,
  now: Date,
): boolean {
  if (!subscription) return false;
  if (subscription.status === 'active' || subscription.status === 'past_due') return true;
  return (
    subscription.status === 'canceled' &&
    subscription.currentPeriodEnd !== null &&
    now.getTime() < subscription.currentPeriodEnd.getTime()
  );
}

export function entitlementsFor(
  subscription: Pick<SubscriptionSnapshot, 'status' | 'currentPeriodEnd'> | null,
  now: Date,
): Entitlement[] {
  return hasPlanAccess(subscription, now) ? [...ENTITLEMENTS] : [];
}

export type CancellationKind = 'refund' | 'period_end';

/**
 * What cancelling does now: within the guarantee of the first payment, a full refund and access
 * ends at once; after it, access runs to the end of the paid period.
 */
export function cancellationKind(firstPaidAt: Date | null, now: Date): CancellationKind {
  return firstPaidAt !== null && isWithinRefundWindow(firstPaidAt, now) ? 'refund' : 'period_end';
}

/** Why a refund asked for is refused, in the words the investor reads; null when it is allowed. */
export function refundRefusal(firstPaidAt: Date | null, now: Date): string | null {
  if (firstPaidAt === null) return 'Não há pagamento a reembolsar nesta assinatura.';
  if (isWithinRefundWindow(firstPaidAt, now)) return null;
  return `O reembolso integral vale até ${REFUND_GUARANTEE_DAYS} dias após o primeiro pagamento, e esse prazo terminou. Você pode cancelar e manter o acesso até o fim do período pago.`;
}

/** The end of a period of `plan` that starts at `start`: a month, or a year, later. */
export function periodEndFor(plan: PlanPeriod, start: Date): Date {
  const end = new Date(start.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + (plan === 'annual' ? 12 : 1));
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/** A plan's share of monthly recurring revenue: the annual price counts as a twelfth a month. */
export function monthlyRecurringCents(plan: PlanPeriod): Cents {
  const price = PLANS[plan].priceCents;
  return plan === 'annual' ? Math.round(price / 12) : price;
}

export interface PlanSwitchQuote {
  /** What is charged now: the new plan's price less what is left of the current period. */
  chargeCents: Cents;
  /** The unused part of the current period, in centavos, credited to the new plan. */
  creditCents: Cents;
  periodStart: Date;
  /** A credit larger than the new price buys extra time, in proportion, instead of being lost. */
  periodEnd: Date;
}

/**
 * The demo provider's proration (Stripe does its own): the unused share of the current period
 * is credited, the new plan starts now, and any credit beyond its price lengthens its period.
 */
export function planSwitchQuote(
  current: { plan: PlanPeriod; currentPeriodStart: Date; currentPeriodEnd: Date },
  newPlan: PlanPeriod,
  now: Date,
): PlanSwitchQuote {
  const total = current.currentPeriodEnd.getTime() - current.currentPeriodStart.getTime();
  const left = Math.min(Math.max(current.currentPeriodEnd.getTime() - now.getTime(), 0), total);
  const creditCents = total > 0 ? Math.floor((PLANS[current.plan].priceCents * left) / total) : 0;
  const price = PLANS[newPlan].priceCents;
  const chargeCents = Math.max(price - creditCents, 0);
  const baseEnd = periodEndFor(newPlan, now);
  const extraCents = Math.max(creditCents - price, 0);
  const extraMs = Math.floor(((baseEnd.getTime() - now.getTime()) * extraCents) / price);
  return {
    chargeCents,
    creditCents,
    periodStart: now,
    periodEnd: new Date(baseEnd.getTime() + extraMs),
  };
}
