import { RequireAuth } from '@/features/auth/components/require-auth';
import { PlansPage } from '@/features/billing/components/plans-page';

/** /billing (Planos): the investor's plan choice; staff do not subscribe. */
export function Component() {
  return (
    <RequireAuth rule={{ permission: 'billingSelf' }}>
      <PlansPage />
    </RequireAuth>
  );
}
