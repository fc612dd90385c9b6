import type { PlanPeriod } from '@algoone/domain';
import type { BillingSubscriptionRow } from '../../../db/schema/index.ts';

export interface CheckoutRequest {
  subscriptionId: string;
  plan: PlanPeriod;
  customerEmail: string;
  /** The provider's customer for this investor, when an earlier subscription made one. */
  customerId: string | null;
  idempotencyKey: string;
  appUrl: string;
}

/**
 * What the billing use cases ask of whoever takes the money (docs/decisions/019-billing.md).
 * The provider only talks to the outside; the state a subscription is in is decided by the
 * domain's machine, from the events the use cases and the webhooks feed it.
 */
export interface PaymentProvider {
  readonly name: 'demo' | 'stripe';
  /** Where to send the investor to pay: Stripe Checkout, or the demo's confirmation page. */
  startCheckout(
    request: CheckoutRequest,
  ): Promise<{ redirectUrl: string; checkoutId: string | null }>;
  cancelAtPeriodEnd(subscription: BillingSubscriptionRow): Promise<void>;
  /** Refunds the payments in full and ends the subscription now. */
  cancelWithRefund(
    subscription: BillingSubscriptionRow,
    payments: readonly {
      providerInvoiceId: string;
      providerPaymentId: string | null;
      amountCents: number;
    }[],
  ): Promise<void>;
  /** Closes an unpaid checkout so that it can no longer take money (a new one replaces it). */
  expireCheckout(subscription: BillingSubscriptionRow): Promise<void>;
  /** Changes the plan; the provider prorates. */
  switchPlan(subscription: BillingSubscriptionRow, plan: PlanPeriod): Promise<void>;
  /** A page where the investor changes their card; null when the provider has none (demo). */
  portalUrl(subscription: BillingSubscriptionRow, returnUrl: string): Promise<string | null>;
}
