import { RequireAuth } from '@/features/auth/components/require-auth';
import { CashbackPage } from '@/features/cashback/components/cashback-page';

/** /cashback: investors only (the server's investorArea permission). */
export function Component() {
  return (
    <RequireAuth rule={{ permission: 'investorArea' }}>
      <CashbackPage />
    </RequireAuth>
  );
}
