import { RequireAuth } from '@/features/auth/components/require-auth';
import { AchievementsPage } from '@/features/gamification/components/achievements-page';

/** /conquistas: investors only (the server's investorArea permission). */
export function Component() {
  return (
    <RequireAuth rule={{ permission: 'investorArea' }}>
      <AchievementsPage />
    </RequireAuth>
  );
}
