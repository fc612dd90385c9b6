import { describe, expect, it } from 'vitest';
import { PLAN_PERIODS } from '@algoone/domain';
import { planFromQuery, subscribePath } from './plan-query';

describe('the plan in the address', () => {
  it.each(PLAN_PERIODS)('reads back the plan subscribePath wrote (%s)', (plan) => {
    const url = new URL(subscribePath(plan), 'https://algoone.invalid');
    expect(url.pathname).toBe('/billing');
    expect(planFromQuery(url.searchParams.get('plano'))).toBe(plan);
  });

  it.each([null, '', 'monthly', 'ANUAL', 'semestral'])('chooses nothing for %j', (value) => {
    expect(planFromQuery(value)).toBeNull();
  });
});
