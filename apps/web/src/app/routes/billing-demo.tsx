import { RequireAuth } from '@/features/auth/components/require-auth';
import { DemoCheckoutPage } from '@/features/billing/components/demo-checkout-page';
import { pageHandle } from '@/app/page-handle';

/** /billing/demo/:id: the demo provider's payment page. */
export const handle = pageHandle({ access: { permission: 'billingSelf' } });

export function Component() {
  return (
    <RequireAuth rule={handle.access}>
      <DemoCheckoutPage />
    </RequireAuth>
  );
}
