import { AccountPage } from '@/features/account/components/account-page';
import { RequireAuth } from '@/features/auth/components/require-auth';

/** /conta: any signed-in role (the server's accountSelf permission). */
export function Component() {
  return (
    <RequireAuth rule={{ permission: 'accountSelf' }}>
      <AccountPage />
    </RequireAuth>
  );
}
