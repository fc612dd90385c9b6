import Stripe from 'stripe';
import type { PlanPeriod } from '@algoone/domain';
import { AppError } from '../../../lib/app-error.ts';
import { ERROR_CODES } from '@algoone/contracts';
import type { PaymentProvider } from './payment-provider.ts';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  prices: Record<PlanPeriod, string>;
  /** Another API address (the tests' local fake speaks Stripe's protocol on 127.0.0.1). */
  apiUrl?: string;
}

export function createStripeClient(settings: StripeSettings): Stripe {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'http:' ? 80 : 443),
          protocol: api.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

/** A provider failure becomes a pt-BR 503, never a 500 with Stripe's words in it. */
async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      throw new AppError(
        503,
        ERROR_CODES.unavailable,
        'O provedor de pagamentos não respondeu como esperado. Tente novamente em instantes.',
      );
    }
    throw error;
  }
}

/**
 * Stripe, through its official SDK. Card data goes to Stripe's own Checkout and Portal pages and
 * never through us; what happened comes back as signed webhooks (handle-stripe-webhook.ts).
 */
export function stripeProvider(settings: StripeSettings, stripe = createStripeClient(settings)) {
  /** The payment intent (or charge) of an invoice, read with its payments expanded. */
  async function paymentOf(invoiceId: string): Promise<string | null> {
    const invoice = (await call(() =>
      stripe.invoices.retrieve(invoiceId, { expand: ['payments'] }),
    )) as unknown as {
      payments?: { data?: { payment?: { payment_intent?: unknown; charge?: unknown } }[] };
    };
    const payment = invoice.payments?.data?.[0]?.payment;
    const id = payment?.payment_intent ?? payment?.charge;
    if (typeof id === 'string') return id;
    if (id && typeof id === 'object' && 'id' in id && typeof id.id === 'string') return id.id;
    return null;
  }

  const provider: PaymentProvider = {
    name: 'stripe',
    async startCheckout(request) {
      const session = await call(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'subscription',
            line_items: [{ price: settings.prices[request.plan], quantity: 1 }],
            ...(request.customerId
              ? { customer: request.customerId }
              : { customer_email: request.customerEmail }),
            client_reference_id: request.subscriptionId,
            metadata: { subscriptionId: request.subscriptionId },
            subscription_data: { metadata: { subscriptionId: request.subscriptionId } },
            locale: 'pt-BR',
            success_url: `${request.appUrl}/conta/assinatura?checkout=concluido`,
            cancel_url: `${request.appUrl}/billing?checkout=cancelado`,
          },
          { idempotencyKey: `checkout-${request.subscriptionId}` },
        ),
      );
      if (!session.url) {
        throw new AppError(
          503,
          ERROR_CODES.unavailable,
          'O provedor não devolveu a página de pagamento.',
        );
      }
      return { redirectUrl: session.url, checkoutId: session.id };
    },
    async cancelAtPeriodEnd(subscription) {
      if (!subscription.providerSubscriptionId) return;
      const id = subscription.providerSubscriptionId;
      await call(() => stripe.subscriptions.update(id, { cancel_at_period_end: true }));
    },
    async cancelWithRefund(subscription, payments) {
      for (const payment of payments) {
        // Newer API versions leave the payment off the invoice unless it is expanded.
        const paymentId = payment.providerPaymentId ?? (await paymentOf(payment.providerInvoiceId));
        if (!paymentId) {
          throw new AppError(
            503,
            ERROR_CODES.unavailable,
            'Não encontramos o pagamento no provedor para reembolsar. Fale com o suporte.',
          );
        }
        await call(() =>
          stripe.refunds.create(
            paymentId.startsWith('ch_') ? { charge: paymentId } : { payment_intent: paymentId },
            { idempotencyKey: `refund-${paymentId}` },
          ),
        );
      }
      if (subscription.providerSubscriptionId) {
        const id = subscription.providerSubscriptionId;
        await call(() => stripe.subscriptions.cancel(id));
      }
    },
    async expireCheckout(subscription) {
      if (!subscription.providerCheckoutId) return;
      const id = subscription.providerCheckoutId;
      try {
        await stripe.checkout.sessions.expire(id);
      } catch (error) {
        // Already paid: the payment's webhook is on its way; a second checkout must wait for it.
        if (error instanceof Stripe.errors.StripeError) {
          throw new AppError(
            409,
            ERROR_CODES.conflict,
            'Seu pagamento anterior está sendo confirmado. Aguarde um instante e recarregue a página.',
          );
        }
        throw error;
      }
    },
    async switchPlan(subscription, plan) {
      if (!subscription.providerSubscriptionId) return;
      const id = subscription.providerSubscriptionId;
      const current = await call(() => stripe.subscriptions.retrieve(id));
      const item = current.items.data[0];
      if (!item) return;
      await call(() =>
        stripe.subscriptions.update(id, {
          items: [{ id: item.id, price: settings.prices[plan] }],
          proration_behavior: 'create_prorations',
        }),
      );
    },
    async portalUrl(subscription, returnUrl) {
      if (!subscription.providerCustomerId) return null;
      const customer = subscription.providerCustomerId;
      const session = await call(() =>
        stripe.billingPortal.sessions.create({ customer, return_url: returnUrl }),
      );
      return session.url;
    },
  };
  return provider;
}
