import { RequireAuth } from '@/features/auth/components/require-auth';
import { AchievementsPage } from '@/features/gamification/components/achievements-page';
import { pageHandle } from '@/app/page-handle';
import { progressQueryOptions } from '@/features/gamification/api/get-progress';

/** /conquistas: investors only (the server's investorArea permission). */
export const handle = pageHandle({
  access: { permission: 'investorArea' },
  prefetch: (client) => Promise.all([client.prefetchQuery(progressQueryOptions())]),
});

export function Component() {
  return (
    <RequireAuth rule={handle.access}>
      <AchievementsPage />
    </RequireAuth>
  );
}
