import { queryOptions } from '@tanstack/react-query';
import { ONBOARDING_API_ROUTES, type TBrokerList } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/**
 * The server's broker catalogue (active brokers, staff's order, the rate in force). One query
 * for every page that lists brokers (/corretoras, the onboarding, the aportes), so they share
 * one cache entry and agree.
 */
export const brokerCatalogueQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.brokers.list(),
    queryFn: ({ signal }) => api.get<TBrokerList>(ONBOARDING_API_ROUTES.brokers, { signal }),
  });
