import { AccountPage } from '@/features/account/components/account-page';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { pageHandle } from '@/app/page-handle';
import { sessionsQueryOptions } from '@/features/account/api/sessions';

/** /conta: any signed-in role (the server's accountSelf permission). */
export const handle = pageHandle({
  access: { permission: 'accountSelf' },
  prefetch: (client) => client.prefetchQuery(sessionsQueryOptions()),
});

export function Component() {
  return (
    <RequireAuth rule={handle.access}>
      <AccountPage />
    </RequireAuth>
  );
}
