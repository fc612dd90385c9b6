import type { PaymentProvider } from './payment-provider.ts';

/**
 * The embedded provider (docs/decisions/019-billing.md): no keys, no card, no charge. Its
 * "payment page" is our own /billing/demo/:id, labelled as a demonstration, whose buttons feed
 * the same events Stripe's webhooks would; so nothing remote happens here.
 */
export const demoProvider: PaymentProvider = {
  name: 'demo',
  async startCheckout({ subscriptionId }) {
    return { redirectUrl: `/billing/demo/${subscriptionId}`, checkoutId: null };
  },
  async cancelAtPeriodEnd() {},
  async cancelWithRefund() {},
  async expireCheckout() {},
  async switchPlan() {},
  async portalUrl() {
    return null;
  },
};
