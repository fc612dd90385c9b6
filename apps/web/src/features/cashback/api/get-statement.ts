import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CASHBACK_API_ROUTES, type TStatement } from '@algoone/contracts';
import { api, buildUrl } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export interface StatementFilters {
  from?: string | undefined;
  to?: string | undefined;
  broker?: string | undefined;
}

const clean = (filters: StatementFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, v]) => v)) as Record<string, string>;

export const statementQueryOptions = (filters: StatementFilters) =>
  queryOptions({
    queryKey: queryKeys.cashback.statement(clean(filters)),
    queryFn: ({ signal }) =>
      api.get<TStatement>(CASHBACK_API_ROUTES.statement, { signal, query: clean(filters) }),
    placeholderData: keepPreviousData,
  });

/** /cashback/extrato: the ledger rows of the period and broker, with their totals. */
export function useStatement(filters: StatementFilters) {
  return useQuery(statementQueryOptions(filters));
}

/** The same statement as a CSV download (the browser sends the session cookie). */
export const statementCsvHref = (filters: StatementFilters) =>
  buildUrl(CASHBACK_API_ROUTES.statementCsv, clean(filters));
