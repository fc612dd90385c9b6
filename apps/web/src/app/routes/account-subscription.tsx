import { RequireAuth } from '@/features/auth/components/require-auth';
import { SubscriptionPage } from '@/features/billing/components/subscription-page';
import { pageHandle } from '@/app/page-handle';
import { billingOverviewQueryOptions } from '@/lib/plan';

/** /conta/assinatura: the investor's plan, invoices and changes. */
export const handle = pageHandle({
  access: { permission: 'billingSelf' },
  prefetch: (client) => client.prefetchQuery(billingOverviewQueryOptions()),
});

export function Component() {
  return (
    <RequireAuth rule={handle.access}>
      <SubscriptionPage />
    </RequireAuth>
  );
}
