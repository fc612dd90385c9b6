import { RequireAuth } from '@/features/auth/components/require-auth';
import { PlansPage } from '@/features/billing/components/plans-page';
import { pageHandle } from '@/app/page-handle';
import { billingOverviewQueryOptions } from '@/lib/plan';

/** /billing (Planos): the investor's plan choice; staff do not subscribe. */
export const handle = pageHandle({
  access: { permission: 'billingSelf' },
  prefetch: (client) => client.prefetchQuery(billingOverviewQueryOptions()),
});

export function Component() {
  return (
    <RequireAuth rule={handle.access}>
      <PlansPage />
    </RequireAuth>
  );
}
