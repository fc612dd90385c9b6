import { RequireAuth } from '@/features/auth/components/require-auth';
import { GoalReviewButton } from '@/features/chat/components/goal-review-button';
import { GoalsPage } from '@/features/goals/components/goals-page';
import { pageHandle } from '@/app/page-handle';
import { goalsQueryOptions } from '@/features/goals/api/list-goals';

/** /objetivos: investors only (the server's investorArea permission); 'Revisar' from chat. */
export const handle = pageHandle({
  access: { permission: 'investorArea' },
  prefetch: (client) => Promise.all([client.prefetchQuery(goalsQueryOptions())]),
});

export function Component() {
  return (
    <RequireAuth rule={handle.access}>
      <GoalsPage reviewGoal={(goal) => <GoalReviewButton goal={goal} />} />
    </RequireAuth>
  );
}
