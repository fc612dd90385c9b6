import { RequireAuth } from '@/features/auth/components/require-auth';
import { HumanReviewButton } from '@/features/chat/components/human-review-button';
import { ProfilePage } from '@/features/suitability/components/profile-page';
import { pageHandle } from '@/app/page-handle';
import { recommendationsQueryOptions } from '@/features/suitability/api/recommendations';
import { suitabilityHistoryQueryOptions } from '@/features/suitability/api/suitability-history';

/** /perfil: investors only (the server's investorArea permission). */
export const handle = pageHandle({
  access: { permission: 'investorArea' },
  prefetch: (client) =>
    Promise.all([
      client.prefetchQuery(suitabilityHistoryQueryOptions()),
      client.prefetchQuery(recommendationsQueryOptions()),
    ]),
});

export function Component() {
  return (
    <RequireAuth rule={handle.access}>
      <ProfilePage humanReview={<HumanReviewButton />} />
    </RequireAuth>
  );
}
