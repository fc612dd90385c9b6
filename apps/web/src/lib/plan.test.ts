import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TBillingOverview } from '@algoone/contracts';
import { api } from './api';
import { billingOverviewQueryOptions, entitlementsQueryOptions } from './plan';

describe('the plan’s entitlements', () => {
  afterEach(() => vi.restoreAllMocks());

  it('follow the overview whenever it is read again (a payment landing, a change)', async () => {
    const client = new QueryClient();
    client.setQueryData(entitlementsQueryOptions().queryKey, { entitlements: [] });
    const overview: TBillingOverview = {
      provider: 'stripe',
      subscription: null,
      entitlements: ['research', 'rebalancing', 'consultantChat'],
      invoices: [],
    };
    vi.spyOn(api, 'get').mockResolvedValue(overview);

    await client.fetchQuery(billingOverviewQueryOptions());

    expect(client.getQueryData(entitlementsQueryOptions().queryKey)).toEqual({
      entitlements: ['research', 'rebalancing', 'consultantChat'],
    });
  });
});
