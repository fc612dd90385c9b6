import { useQuery } from '@tanstack/react-query';
import type { TBroker } from '@algoone/contracts';
import { ONBOARDING_BROKER_IDS } from '@algoone/domain';
import { brokerCatalogueQueryOptions } from '@/lib/broker-catalogue';

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
  return useQuery({
    ...brokerCatalogueQueryOptions(),
    select: (data) => onboardingBrokers(data.brokers),
  });
}
