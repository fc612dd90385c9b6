import { queryOptions, useQuery } from '@tanstack/react-query';
import { PORTFOLIO_API_ROUTES, type TSimulateBody, type TSimulation } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export function simulateContribution(
  body: TSimulateBody,
  signal?: AbortSignal,
): Promise<TSimulation> {
  return api.post<TSimulation>(PORTFOLIO_API_ROUTES.simulate, body, { signal });
}

/**
 * The server runs the simulator on the saved holdings and the current target, so the page
 * shows what the server would recommend (and the simulator can be gated there). It saves
 * nothing, so it is read like a query: cached per amount and re-run when the portfolio changes.
 */
export const simulationQueryOptions = (aporteCents: number) =>
  queryOptions({
    queryKey: queryKeys.portfolio.simulation(aporteCents),
    queryFn: ({ signal }) => simulateContribution({ aporteCents }, signal),
  });

/** The simulation of the amount asked for; idle while none was asked. */
export function useSimulation(aporteCents: number | null) {
  return useQuery({
    ...simulationQueryOptions(aporteCents ?? 0),
    enabled: aporteCents !== null,
  });
}
