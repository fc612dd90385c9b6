import { RequireAuth } from '@/features/auth/components/require-auth';
import { ProfilePage } from '@/features/suitability/components/profile-page';

/** /perfil: investors only (the server's investorArea permission). */
export function Component() {
  return (
    <RequireAuth rule={{ permission: 'investorArea' }}>
      <ProfilePage />
    </RequireAuth>
  );
}
