import { describe, expect, it } from 'vitest';
import { ALLOCATION_TABLE, DEFAULT_ALLOCATION } from './allocation-table.ts';
import { isValidAllocation } from './asset-classes.ts';
import { alloc } from './test-helpers.ts';

describe('ALLOCATION_TABLE (docs/product.md §9)', () => {
  it.each([
    ['Conservador', 'Curto', '80/10/5/5/0'],
    ['Conservador', 'Médio', '70/15/10/5/0'],
    ['Conservador', 'Longo', '60/20/15/5/0'],
    ['Moderado', 'Curto', '60/20/15/5/0'],
    ['Moderado', 'Médio', '50/25/20/5/0'],
    ['Moderado', 'Longo', '40/25/30/5/0'],
    ['Arrojado', 'Curto', '40/20/30/10/0'],
    ['Arrojado', 'Médio', '30/25/35/10/0'],
    ['Arrojado', 'Longo', '20/25/40/15/0'],
  ] as const)('%s × %s is %s', (profile, horizon, expected) => {
    expect(ALLOCATION_TABLE[profile][horizon]).toEqual(alloc(expected));
    expect(isValidAllocation(ALLOCATION_TABLE[profile][horizon])).toBe(true);
  });

  it('has exactly 3 profiles × 3 horizons', () => {
    expect(Object.keys(ALLOCATION_TABLE)).toEqual(['Conservador', 'Moderado', 'Arrojado']);
    for (const row of Object.values(ALLOCATION_TABLE)) {
      expect(Object.keys(row)).toEqual(['Curto', 'Médio', 'Longo']);
    }
  });

  it('defaults to 50/25/20/5', () => {
    expect(DEFAULT_ALLOCATION).toEqual(alloc('50/25/20/5/0'));
  });
});
