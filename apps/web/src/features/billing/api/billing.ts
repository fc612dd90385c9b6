import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BILLING_API_ROUTES as ROUTES,
  type TCancelResult,
  type TCheckoutInput,
} from '@algoone/contracts';
import type { PlanPeriod } from '@algoone/domain';
import { api } from '@/lib/api';
import { billingOverviewQueryOptions } from '@/lib/plan';
import { queryKeys } from '@/lib/query-keys';

const withId = (route: string, id: string) => route.replace(':id', encodeURIComponent(id));

/**
 * The plan. Back from Stripe's Checkout the webhook may land a moment after the investor does:
 * `pollWhilePending` asks again every 2 s until the subscription is no longer pending.
 */
export function useBillingOverview({ pollWhilePending = false } = {}) {
  return useQuery({
    ...billingOverviewQueryOptions(),
    refetchInterval: (query) =>
      pollWhilePending && query.state.data?.subscription?.status === 'pending' ? 2_000 : false,
  });
}

/** Everything a plan changes: the plan itself, and the pages that read what it unlocks. */
function useRefreshAfterPlanChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.billing.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.research.all }),
    ]);
}

export function useStartCheckout() {
  return useMutation({
    mutationFn: (input: TCheckoutInput) =>
      api.post<{ subscriptionId: string; redirectUrl: string }>(ROUTES.checkout, input),
  });
}

export function useDemoCheckout(id: string) {
  return useQuery({
    queryKey: queryKeys.billing.demoCheckout(id),
    queryFn: ({ signal }) =>
      api.get<{ id: string; plan: PlanPeriod; amountCents: number; status: string }>(
        withId(ROUTES.demoCheckout, id),
        { signal },
      ),
  });
}

export function useConfirmDemo(id: string) {
  const refresh = useRefreshAfterPlanChange();
  return useMutation({
    mutationFn: (outcome: 'paid' | 'failed') =>
      api.post<{ status: string }>(withId(ROUTES.demoConfirm, id), { outcome }),
    onSuccess: refresh,
  });
}

export function useDemoRenewal() {
  const refresh = useRefreshAfterPlanChange();
  return useMutation({
    mutationFn: (outcome: 'paid' | 'failed') =>
      api.post<{ status: string }>(ROUTES.demoRenewal, { outcome }),
    onSuccess: refresh,
  });
}

export function useCancelSubscription() {
  const refresh = useRefreshAfterPlanChange();
  return useMutation({
    mutationFn: () => api.post<TCancelResult>(ROUTES.cancel),
    onSuccess: refresh,
  });
}

export function useSwitchPlan() {
  const refresh = useRefreshAfterPlanChange();
  return useMutation({
    mutationFn: (plan: PlanPeriod) =>
      api.post<{ plan: PlanPeriod; chargedCents: number | null }>(ROUTES.switchPlan, { plan }),
    onSuccess: refresh,
  });
}

export function useOpenPortal() {
  return useMutation({ mutationFn: () => api.post<{ url: string }>(ROUTES.portal) });
}

/**
 * The receipt's address: a plain link, so the browser sends the session cookie and either
 * downloads the demo's PDF (an attachment) or follows the redirect to the provider's receipt.
 */
export const receiptHref = (invoiceId: string) => withId(ROUTES.receipt, invoiceId);
