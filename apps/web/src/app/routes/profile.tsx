import { RequireAuth } from '@/features/auth/components/require-auth';
import { HumanReviewButton } from '@/features/chat/components/human-review-button';
import { ProfilePage } from '@/features/suitability/components/profile-page';

/** /perfil: investors only (the server's investorArea permission). */
export function Component() {
  return (
    <RequireAuth rule={{ permission: 'investorArea' }}>
      <ProfilePage humanReview={<HumanReviewButton />} />
    </RequireAuth>
  );
}
