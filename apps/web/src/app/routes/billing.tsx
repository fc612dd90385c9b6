import { RequireAuth } from '@/features/auth/components/require-auth';
import { PlansPage } from '@/features/billing/components/plans-page';
import { pageHandle } from '@/app/page-handle';

/** /billing (Planos): the investor's plan choice; staff do not subscribe. */
export const handle = pageHandle({ access: { permission: 'billingSelf' } });

export function Component() {
  return (
    <RequireAuth rule={handle.access}>
      <PlansPage />
    </RequireAuth>
  );
}
