import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, hasActiveFilters, periodRange, toContributionQuery } from './filters';

describe('periodRange', () => {
  it.each([
    ['mes', { from: '2026-05-01', to: '2026-05-31' }],
    ['3m', { from: '2026-02-28', to: '2026-05-31' }],
    ['12m', { from: '2025-05-31', to: '2026-05-31' }],
    ['ano', { from: '2026-01-01', to: '2026-05-31' }],
    ['todos', {}],
  ] as const)('%s', (preset, expected) => {
    expect(periodRange(preset, '2026-05-31')).toEqual(expected);
  });

  it('clamps to the length of the month', () => {
    expect(periodRange('3m', '2024-05-31').from).toBe('2024-02-29');
  });

  it('crosses the year', () => {
    expect(periodRange('3m', '2026-01-15').from).toBe('2025-10-15');
  });
});

describe('toContributionQuery', () => {
  it('leaves out what is not filtered', () => {
    expect(toContributionQuery(EMPTY_FILTERS, '2026-05-31')).toEqual({});
  });

  it('uses the custom dates, the category and the broker', () => {
    expect(
      toContributionQuery(
        { period: 'personalizado', from: '2026-01-10', to: '', category: 'FIIs', broker: 'xp' },
        '2026-05-31',
      ),
    ).toEqual({ from: '2026-01-10', category: 'FIIs', broker: 'xp' });
  });
});

describe('hasActiveFilters', () => {
  it('is false for the defaults and an empty custom period', () => {
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, period: 'personalizado' })).toBe(false);
  });
  it('is true for any narrowing', () => {
    expect(hasActiveFilters({ ...EMPTY_FILTERS, period: 'mes' })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, broker: 'btg' })).toBe(true);
  });
});
