import { RequireAuth } from '@/features/auth/components/require-auth';
import { MyDataPage } from '@/features/privacy/components/my-data-page';
import { pageHandle } from '@/app/page-handle';

/** /meus-dados: anyone signed in (privacySelf); deleting the account is for investors. */
export const handle = pageHandle({ access: { permission: 'privacySelf' } });

export function Component() {
  return (
    <RequireAuth rule={handle.access}>
      <MyDataPage />
    </RequireAuth>
  );
}
