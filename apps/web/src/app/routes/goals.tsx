import { RequireAuth } from '@/features/auth/components/require-auth';
import { GoalReviewButton } from '@/features/chat/components/goal-review-button';
import { GoalsPage } from '@/features/goals/components/goals-page';

/** /objetivos: investors only (the server's investorArea permission); 'Revisar' from chat. */
export function Component() {
  return (
    <RequireAuth rule={{ permission: 'investorArea' }}>
      <GoalsPage reviewGoal={(goal) => <GoalReviewButton goal={goal} />} />
    </RequireAuth>
  );
}
