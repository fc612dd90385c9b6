import { RequireAuth } from '@/features/auth/components/require-auth';
import { CashbackPage } from '@/features/cashback/components/cashback-page';
import { pageHandle } from '@/app/page-handle';
import { cashbackOverviewQueryOptions } from '@/features/cashback/api/get-cashback-overview';

/** /cashback: investors only (the server's investorArea permission). */
export const handle = pageHandle({
  access: { permission: 'investorArea' },
  prefetch: (client) => Promise.all([client.prefetchQuery(cashbackOverviewQueryOptions())]),
});

export function Component() {
  return (
    <RequireAuth rule={handle.access}>
      <CashbackPage />
    </RequireAuth>
  );
}
