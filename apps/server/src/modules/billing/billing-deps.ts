import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { Db } from '../../db/client.ts';
import { demoProvider } from './providers/demo-provider.ts';
import type { PaymentProvider } from './providers/payment-provider.ts';
import {
  createStripeClient,
  stripeProvider,
  type StripeSettings,
} from './providers/stripe-provider.ts';

/** What every billing use case works with; built once per app from its environment. */
export interface BillingDeps {
  db: Db;
  provider: PaymentProvider;
  /** The app's public address, for links in emails and the provider's return pages. */
  appUrl: string;
}

export function stripeSettings(app: FastifyInstance): StripeSettings | null {
  const env = app.env;
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return null;
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    prices: { monthly: env.STRIPE_PRICE_MONTHLY ?? '', annual: env.STRIPE_PRICE_ANNUAL ?? '' },
    ...(env.STRIPE_API_URL ? { apiUrl: env.STRIPE_API_URL } : {}),
  };
}

/** Stripe when its keys are set (ADR 019), the demo otherwise. */
export function createBillingDeps(app: FastifyInstance): {
  deps: BillingDeps;
  stripe: Stripe | null;
  settings: StripeSettings | null;
} {
  const settings = stripeSettings(app);
  const stripe = settings ? createStripeClient(settings) : null;
  return {
    deps: {
      db: app.database.db,
      provider: settings && stripe ? stripeProvider(settings, stripe) : demoProvider,
      appUrl: app.env.APP_URL ?? `http://localhost:${app.env.PORT}`,
    },
    stripe,
    settings,
  };
}
