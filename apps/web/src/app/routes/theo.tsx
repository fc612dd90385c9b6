import { RequireAuth } from '@/features/auth/components/require-auth';
import { TheoPage } from '@/features/theo/components/theo-page';

/** /theo: investors only (the server's investorArea permission). */
export function Component() {
  return (
    <RequireAuth rule={{ permission: 'investorArea' }}>
      <TheoPage />
    </RequireAuth>
  );
}
