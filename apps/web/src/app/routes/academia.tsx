import { AcademyPage } from '@/features/academy/components/academy-page';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { LevelSummary } from '@/features/gamification/components/level-summary';
import { pageHandle } from '@/app/page-handle';
import { modulesQueryOptions } from '@/features/academy/api/list-modules';
import { progressQueryOptions } from '@/features/gamification/api/get-progress';

/** /academia: investors only; the level and XP header comes from gamification. */
export const handle = pageHandle({
  access: { permission: 'investorArea' },
  prefetch: (client) =>
    Promise.all([
      client.prefetchQuery(progressQueryOptions()),
      client.prefetchQuery(modulesQueryOptions()),
    ]),
});

export function Component() {
  return (
    <RequireAuth rule={handle.access}>
      <AcademyPage levelSummary={<LevelSummary />} />
    </RequireAuth>
  );
}
