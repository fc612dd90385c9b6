import type { Db } from '../../db/client.ts';
import type { PaymentProvider } from './providers/payment-provider.ts';

/** What every billing use case works with; routes build it once. */
export interface BillingDeps {
  db: Db;
  provider: PaymentProvider;
  /** The app's public address, for links in emails and the provider's return pages. */
  appUrl: string;
}
