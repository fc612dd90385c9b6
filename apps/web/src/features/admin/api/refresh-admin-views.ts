import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

/**
 * After any change made in the admin area: the log has a new entry, and counts, owners and
 * statuses may have moved on other screens. What is on screen is read again now; the rest is
 * marked stale and read when next opened (the lists keep for five minutes otherwise).
 */
export function refreshAdminViews(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [
      queryKeys.adminAudit.all,
      queryKeys.adminConsultants.all,
      queryKeys.adminPortfolios.all,
      queryKeys.adminGoals.all,
      queryKeys.adminOverview.all,
      queryKeys.adminSecurity.all,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
