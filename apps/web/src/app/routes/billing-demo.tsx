import { RequireAuth } from '@/features/auth/components/require-auth';
import { DemoCheckoutPage } from '@/features/billing/components/demo-checkout-page';

/** /billing/demo/:id: the demo provider's payment page. */
export function Component() {
  return (
    <RequireAuth rule={{ permission: 'billingSelf' }}>
      <DemoCheckoutPage />
    </RequireAuth>
  );
}
