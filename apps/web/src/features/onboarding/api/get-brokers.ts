import { queryOptions, useQuery } from '@tanstack/react-query';
import { ONBOARDING_API_ROUTES, type TBroker, type TBrokerList } from '@algoone/contracts';
import { ONBOARDING_BROKER_IDS } from '@algoone/domain';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const brokersQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.brokers.list(),
    queryFn: ({ signal }) => api.get<TBrokerList>(ONBOARDING_API_ROUTES.brokers, { signal }),
  });

const onboardingOrder = new Map<string, number>(
  ONBOARDING_BROKER_IDS.map((id, index) => [id, index]),
);

/**
 * docs/product.md §9's onboarding selector (XP, BTG, Ágora, Avenue, Inter, Rico, Clear), as
 * active now.
 */
export function onboardingBrokers(brokers: readonly TBroker[]): TBroker[] {
  return brokers
    .filter((broker) => onboardingOrder.has(broker.id))
    .sort((a, b) => (onboardingOrder.get(a.id) ?? 0) - (onboardingOrder.get(b.id) ?? 0));
}

/** The active partner brokers the onboarding offers, from the server's catalogue. */
export function useOnboardingBrokers() {
  return useQuery({ ...brokersQueryOptions(), select: (data) => onboardingBrokers(data.brokers) });
}
