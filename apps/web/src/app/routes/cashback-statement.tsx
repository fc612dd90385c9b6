import { RequireAuth } from '@/features/auth/components/require-auth';
import { StatementPage } from '@/features/cashback/components/statement-page';
import { pageHandle } from '@/app/page-handle';

/** /cashback/extrato: investors only, their own ledger. */
export const handle = pageHandle({ access: { permission: 'investorArea' } });

export function Component() {
  return (
    <RequireAuth rule={handle.access}>
      <StatementPage />
    </RequireAuth>
  );
}
