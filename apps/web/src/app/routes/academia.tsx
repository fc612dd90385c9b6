import { AcademyPage } from '@/features/academy/components/academy-page';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { LevelSummary } from '@/features/gamification/components/level-summary';

/** /academia: investors only; the level and XP header comes from gamification. */
export function Component() {
  return (
    <RequireAuth rule={{ permission: 'investorArea' }}>
      <AcademyPage levelSummary={<LevelSummary />} />
    </RequireAuth>
  );
}
