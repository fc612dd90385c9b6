import { describe, expect, it } from 'vitest';
import {
  ASSET_CLASSES,
  allocationTotal,
  assertValidAllocation,
  isAssetClass,
  isValidAllocation,
} from './asset-classes.ts';
import { alloc } from './test-helpers.ts';

describe('asset classes', () => {
  it('are the five asset classes, in order', () => {
    expect(ASSET_CLASSES).toEqual([
      'Renda Fixa',
      'Multimercado',
      'Ações Brasil',
      'Internacional',
      'Cripto',
    ]);
    expect(isAssetClass('Cripto')).toBe(true);
    expect(isAssetClass('FIIs')).toBe(false);
  });

  it('validates allocations: integers, none negative, total 100', () => {
    expect(allocationTotal(alloc('50/25/20/5/0'))).toBe(100);
    expect(isValidAllocation(alloc('50/25/20/5/0'))).toBe(true);
    expect(isValidAllocation(alloc('50/25/20/4/0'))).toBe(false);
    expect(isValidAllocation(alloc('110/-10/0/0/0'))).toBe(false);
    expect(isValidAllocation(alloc('50.5/24.5/20/5/0'))).toBe(false);
    expect(() => assertValidAllocation(alloc('50/25/20/4/0'))).toThrow(RangeError);
    expect(() => assertValidAllocation(alloc('50/25/20/5/0'))).not.toThrow();
  });
});
