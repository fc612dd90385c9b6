import { useQuery } from '@tanstack/react-query';
import { brokerCatalogueQueryOptions } from '@/lib/broker-catalogue';

/** The active partner brokers (featured first), as staff keep them. */
export function useBrokers() {
  return useQuery({ ...brokerCatalogueQueryOptions(), select: (data) => data.brokers });
}
