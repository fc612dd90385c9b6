import { RequireAuth } from '@/features/auth/components/require-auth';
import { MyDataPage } from '@/features/privacy/components/my-data-page';

/** /meus-dados: anyone signed in (privacySelf); deleting the account is for investors. */
export function Component() {
  return (
    <RequireAuth rule={{ permission: 'privacySelf' }}>
      <MyDataPage />
    </RequireAuth>
  );
}
