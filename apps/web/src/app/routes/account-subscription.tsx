import { RequireAuth } from '@/features/auth/components/require-auth';
import { SubscriptionPage } from '@/features/billing/components/subscription-page';

/** /conta/assinatura: the investor's plan, invoices and changes. */
export function Component() {
  return (
    <RequireAuth rule={{ permission: 'billingSelf' }}>
      <SubscriptionPage />
    </RequireAuth>
  );
}
