import { RequireAuth } from '@/features/auth/components/require-auth';
import { TheoPage } from '@/features/theo/components/theo-page';
import { pageHandle } from '@/app/page-handle';
import { theoConversationsQueryOptions } from '@/features/theo/api/list-conversations';
import { theoStatusQueryOptions } from '@/features/theo/api/get-theo-status';

/** /theo: investors only (the server's investorArea permission). */
export const handle = pageHandle({
  access: { permission: 'investorArea' },
  prefetch: (client) =>
    Promise.all([
      client.prefetchQuery(theoStatusQueryOptions()),
      client.prefetchQuery(theoConversationsQueryOptions()),
    ]),
});

export function Component() {
  return (
    <RequireAuth rule={handle.access}>
      <TheoPage />
    </RequireAuth>
  );
}
