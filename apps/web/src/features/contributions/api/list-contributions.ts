import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PORTFOLIO_API_ROUTES, type TContributionList } from '@algoone/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { toIsoCalendarDate } from '@algoone/domain';
import { EMPTY_FILTERS, toContributionQuery, type ContributionQuery } from '../lib/filters';

export const contributionsQueryOptions = (query: ContributionQuery) =>
  queryOptions({
    queryKey: queryKeys.contributions.list(query),
    queryFn: ({ signal }) =>
      api.get<TContributionList>(PORTFOLIO_API_ROUTES.contributions, { query, signal }),
  });

/** The investor's aportes by filters and page, newest first; the last page stays while the next loads. */
export function useContributions(query: ContributionQuery) {
  return useQuery({ ...contributionsQueryOptions(query), placeholderData: keepPreviousData });
}

/** What /carteira's aportes list asks first: no filters, page 1 (ContributionsSection). */
export const firstContributionsQueryOptions = () =>
  contributionsQueryOptions({
    ...toContributionQuery(EMPTY_FILTERS, toIsoCalendarDate(new Date())),
    page: 1,
  });
