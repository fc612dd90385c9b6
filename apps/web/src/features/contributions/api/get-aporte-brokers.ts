import { useQuery } from '@tanstack/react-query';
import type { TBroker } from '@algoone/contracts';
import { BROKERS, findBroker, type BrokerId } from '@algoone/domain';
import { brokerCatalogueQueryOptions } from '@/lib/broker-catalogue';

export interface AporteBrokerOption {
  id: BrokerId;
  /** The selector's short label (docs/product.md §9: 'XP', 'Ágora', 'Outra'). */
  label: string;
}

/**
 * The brokers an aporte may name (docs/product.md §10): the catalogue's active brokers in
 * staff's order, then 'Outra' for anywhere else. The server checks the same list.
 */
export function aporteBrokerOptions(brokers: readonly TBroker[]): AporteBrokerOption[] {
  const options: AporteBrokerOption[] = [];
  for (const { id } of brokers) {
    const broker = findBroker(id);
    if (broker && broker.id !== 'outra') options.push({ id: broker.id, label: broker.shortName });
  }
  return [...options, { id: 'outra', label: BROKERS.outra.shortName }];
}

/** An option for a broker that is no longer offered, so an older aporte still shows its own. */
export function withCurrentBroker(
  options: readonly AporteBrokerOption[],
  current: string,
): AporteBrokerOption[] {
  const broker = current ? findBroker(current) : undefined;
  if (!broker || options.some((option) => option.id === broker.id)) return [...options];
  return [...options, { id: broker.id, label: broker.shortName }];
}

export function useAporteBrokers() {
  return useQuery({
    ...brokerCatalogueQueryOptions(),
    select: (data) => aporteBrokerOptions(data.brokers),
  });
}
