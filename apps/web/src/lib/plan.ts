// What the investor's plan unlocks, read by every feature that shows a plan feature (the
// billing page, the rebalancing simulator, the consultant chat, research downloads). The server
// decides (docs/decisions/019-billing.md); this only spares a dead button.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { BILLING_API_ROUTES, type TBillingOverview, type TEntitlements } from '@algoone/contracts';
import type { Entitlement } from '@algoone/domain';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { useMe } from '@/lib/session';

export const billingOverviewQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.billing.overview(),
    queryFn: async ({ signal, client }) => {
      const overview = await api.get<TBillingOverview>(BILLING_API_ROUTES.subscription, {
        signal,
      });
      // The overview read again (back from Stripe while the payment lands, or after any change)
      // is the newest word on the plan: the entitlements every page reads follow it at once.
      client.setQueryData<TEntitlements>(queryKeys.billing.entitlements(), {
        entitlements: overview.entitlements,
      });
      return overview;
    },
  });

/** What the plan unlocks, alone: every investor page reads it (the layout prefetches it). */
export const entitlementsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.billing.entitlements(),
    queryFn: ({ signal }) => api.get<TEntitlements>(BILLING_API_ROUTES.entitlements, { signal }),
  });

/**
 * Whether the signed-in person may use `entitlement`: staff always (the server lets them
 * through), an investor when their plan includes it. `undefined` while unknown.
 */
export function useEntitlement(entitlement: Entitlement): boolean | undefined {
  const { data: me } = useMe();
  const investor = me?.user.role === 'investor';
  const plan = useQuery({ ...entitlementsQueryOptions(), enabled: investor });
  if (!me) return undefined;
  if (!investor) return true;
  return plan.data ? plan.data.entitlements.includes(entitlement) : undefined;
}
