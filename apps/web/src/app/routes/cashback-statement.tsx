import { RequireAuth } from '@/features/auth/components/require-auth';
import { StatementPage } from '@/features/cashback/components/statement-page';

/** /cashback/extrato: investors only, their own ledger. */
export function Component() {
  return (
    <RequireAuth rule={{ permission: 'investorArea' }}>
      <StatementPage />
    </RequireAuth>
  );
}
