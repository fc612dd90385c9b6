import { describe, expect, it } from 'vitest';
import {
  APORTE_CATEGORIES,
  ASSET_CLASS_BY_CATEGORY,
  PORTFOLIO_CATEGORIES,
  isAporteCategory,
  isPortfolioCategory,
} from './categories.ts';

describe('categories', () => {
  it('portfolio categories are the aporte categories without Previdência', () => {
    expect(PORTFOLIO_CATEGORIES).toEqual(APORTE_CATEGORIES.filter((c) => c !== 'Previdência'));
    expect(isAporteCategory('Previdência')).toBe(true);
    expect(isPortfolioCategory('Previdência')).toBe(false);
    expect(isPortfolioCategory('FIIs')).toBe(true);
  });

  it('maps every category to an asset class', () => {
    expect(Object.keys(ASSET_CLASS_BY_CATEGORY).sort()).toEqual([...APORTE_CATEGORIES].sort());
    expect(ASSET_CLASS_BY_CATEGORY.FIIs).toBe('Ações Brasil');
    expect(ASSET_CLASS_BY_CATEGORY.Previdência).toBe('Renda Fixa');
  });
});
