import { RequireAuth } from '@/features/auth/components/require-auth';
import { GoalsPage } from '@/features/goals/components/goals-page';

/** /objetivos: investors only (the server's investorArea permission). */
export function Component() {
  return (
    <RequireAuth rule={{ permission: 'investorArea' }}>
      <GoalsPage />
    </RequireAuth>
  );
}
