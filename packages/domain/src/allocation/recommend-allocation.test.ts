import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RISK_PROFILES, SUITABILITY_PROFILES, TIME_HORIZONS } from '../suitability/profiles.ts';
import { ALLOCATION_TABLE } from './allocation-table.ts';
import { ASSET_CLASSES, isValidAllocation } from './asset-classes.ts';
import {
  ALLOCATION_NOTES,
  ALLOCATION_OBSERVATIONS,
  ASSET_CLASS_JUSTIFICATIONS,
} from './explanations.ts';
import { recommendAllocation } from './recommend-allocation.ts';
import type { RecommendationPreferences } from './recommend-allocation.ts';
import { alloc } from './test-helpers.ts';

const LARGE = 10_000_000; // R$ 100.000,00
const SMALL = 100_000; // R$ 1.000,00

function recommend(
  reading: 'onboarding' | 'dashboard',
  riskProfile: string,
  timeHorizon: string,
  availableAmount: number | null,
  preferences: Partial<RecommendationPreferences> = {},
) {
  return recommendAllocation({ riskProfile, timeHorizon, availableAmount, preferences }, reading);
}

const NON_OVERRIDE_CELLS = [
  ['Conservador', 'Médio'],
  ['Conservador', 'Longo'],
  ['Moderado', 'Curto'],
  ['Moderado', 'Médio'],
  ['Moderado', 'Longo'],
  ['Arrojado', 'Curto'],
  ['Arrojado', 'Médio'],
  ['Arrojado', 'Longo'],
] as const;

describe('recommendAllocation, no adjustment', () => {
  it.each(
    RISK_PROFILES.flatMap((profile) =>
      TIME_HORIZONS.map((horizon) => [profile, horizon] as const),
    ).filter(([profile, horizon]) => !(profile === 'Conservador' && horizon === 'Curto')),
  )('onboarding and dashboard give the table row for %s × %s', (profile, horizon) => {
    for (const reading of ['onboarding', 'dashboard'] as const) {
      const result = recommend(reading, profile, horizon, LARGE);
      expect(result.allocation).toEqual(ALLOCATION_TABLE[profile][horizon]);
      expect(result.observation).toBe(ALLOCATION_OBSERVATIONS[profile][horizon]);
      expect(result.notes).toEqual([]);
      expect(result.isDefault).toBe(false);
      expect(result.profile).toBe(profile);
      expect(result.timeHorizon).toBe(horizon);
    }
  });

  it('dashboard keeps Conservador × Curto at the table row (the override is Reading A only)', () => {
    expect(recommend('dashboard', 'Conservador', 'Curto', LARGE).allocation).toEqual(
      alloc('80/10/5/5/0'),
    );
  });

  it('justifies every class present and no class at 0%', () => {
    const result = recommend('onboarding', 'Moderado', 'Médio', LARGE);
    expect(result.justifications).toEqual({
      'Renda Fixa': ASSET_CLASS_JUSTIFICATIONS['Renda Fixa'],
      Multimercado: ASSET_CLASS_JUSTIFICATIONS.Multimercado,
      'Ações Brasil': ASSET_CLASS_JUSTIFICATIONS['Ações Brasil'],
      Internacional: ASSET_CLASS_JUSTIFICATIONS.Internacional,
    });
  });
});

describe('Reading A (onboarding)', () => {
  it.each([
    ['Conservador', 'Médio', '75/15/10/0/0'],
    ['Conservador', 'Longo', '65/20/15/0/0'],
    ['Moderado', 'Curto', '65/20/15/0/0'],
    ['Moderado', 'Médio', '55/25/20/0/0'],
    ['Moderado', 'Longo', '45/25/30/0/0'],
    ['Arrojado', 'Curto', '50/20/30/0/0'],
    ['Arrojado', 'Médio', '40/25/35/0/0'],
    ['Arrojado', 'Longo', '35/25/40/0/0'],
  ] as const)('below R$ 5.000, %s × %s moves Internacional to Renda Fixa: %s', (p, h, expected) => {
    const result = recommend('onboarding', p, h, SMALL);
    expect(result.allocation).toEqual(alloc(expected));
    expect(result.notes).toEqual([ALLOCATION_NOTES.limitedCapitalToFixedIncome]);
  });

  it.each([
    ['Conservador', 'Médio', '70/15/5/5/5'],
    ['Conservador', 'Longo', '60/20/10/5/5'],
    ['Moderado', 'Curto', '60/20/10/5/5'],
    ['Moderado', 'Médio', '50/25/15/5/5'],
    ['Moderado', 'Longo', '40/25/25/5/5'],
    ['Arrojado', 'Curto', '40/20/25/10/5'],
    ['Arrojado', 'Médio', '30/25/30/10/5'],
    ['Arrojado', 'Longo', '20/25/35/15/5'],
  ] as const)(
    'crypto interest, %s × %s moves 5 points Ações Brasil → Cripto: %s',
    (p, h, expected) => {
      const result = recommend('onboarding', p, h, LARGE, { cryptoInterest: true });
      expect(result.allocation).toEqual(alloc(expected));
      expect(result.notes).toEqual([ALLOCATION_NOTES.cryptoFromStocks]);
      expect(result.justifications.Cripto).toBe(ASSET_CLASS_JUSTIFICATIONS.Cripto);
    },
  );

  it.each([
    ['Conservador', 'Médio', '70/25/0/5/0'],
    ['Conservador', 'Longo', '60/35/0/5/0'],
    ['Moderado', 'Curto', '60/35/0/5/0'],
    ['Moderado', 'Médio', '50/45/0/5/0'],
    ['Moderado', 'Longo', '40/55/0/5/0'],
    ['Arrojado', 'Curto', '40/50/0/10/0'],
    ['Arrojado', 'Médio', '30/60/0/10/0'],
    ['Arrojado', 'Longo', '20/65/0/15/0'],
  ] as const)(
    'no stocks, %s × %s moves all of Ações Brasil → Multimercado: %s',
    (p, h, expected) => {
      const result = recommend('onboarding', p, h, LARGE, { noStocks: true });
      expect(result.allocation).toEqual(alloc(expected));
      expect(result.notes).toEqual([ALLOCATION_NOTES.noStocksToMultimarket]);
      expect(result.justifications['Ações Brasil']).toBeUndefined();
    },
  );

  it('applies the three adjustments in the documented order', () => {
    const result = recommend('onboarding', 'Moderado', 'Médio', SMALL, {
      cryptoInterest: true,
      noStocks: true,
    });
    // 50/25/20/5 → small: 55/25/20/0 → crypto: 55/25/15/0/5 → no stocks: 55/40/0/0/5.
    expect(result.allocation).toEqual(alloc('55/40/0/0/5'));
    expect(result.notes).toEqual([
      ALLOCATION_NOTES.limitedCapitalToFixedIncome,
      ALLOCATION_NOTES.cryptoFromStocks,
      ALLOCATION_NOTES.noStocksToMultimarket,
    ]);
  });

  it.each([
    [LARGE, {}],
    [SMALL, {}],
    [SMALL, { cryptoInterest: true, noStocks: true }],
    [LARGE, { cryptoInterest: true }],
  ])('Conservador × Curto overrides everything to 90/10 (amount %i, %o)', (amount, prefs) => {
    const result = recommend('onboarding', 'Conservador', 'Curto', amount, prefs);
    expect(result.allocation).toEqual(alloc('90/10/0/0/0'));
    expect(result.notes).toEqual([ALLOCATION_NOTES.conservativeShortTerm]);
    expect(Object.keys(result.justifications)).toEqual(['Renda Fixa', 'Multimercado']);
  });

  it.each(['onboarding', 'dashboard'] as const)(
    '%s: an unknown amount is not a small one (no limited-capital rule, no note)',
    (reading) => {
      const result = recommend(reading, 'Arrojado', 'Longo', null);
      expect(result.allocation).toEqual(ALLOCATION_TABLE.Arrojado.Longo);
      expect(result.notes).toEqual([]);
    },
  );

  it('the small-portfolio threshold is strictly below R$ 5.000,00', () => {
    expect(recommend('onboarding', 'Moderado', 'Médio', 499_999).allocation.Internacional).toBe(0);
    expect(recommend('onboarding', 'Moderado', 'Médio', 500_000).allocation.Internacional).toBe(5);
  });

  it('ignores internationalInterest, for which the product has no rule', () => {
    expect(
      recommend('onboarding', 'Moderado', 'Médio', LARGE, { internationalInterest: false })
        .allocation,
    ).toEqual(alloc('50/25/20/5/0'));
  });
});

describe('Reading B (dashboard)', () => {
  it.each([
    ['Conservador', 'Curto', '82/10/8/0/0'],
    ['Conservador', 'Médio', '72/15/13/0/0'],
    ['Conservador', 'Longo', '62/20/18/0/0'],
    ['Moderado', 'Curto', '62/20/18/0/0'],
    ['Moderado', 'Médio', '52/25/23/0/0'],
    ['Moderado', 'Longo', '42/25/33/0/0'],
    ['Arrojado', 'Curto', '45/20/35/0/0'],
    ['Arrojado', 'Médio', '35/25/40/0/0'],
    ['Arrojado', 'Longo', '27/25/48/0/0'],
  ] as const)('below R$ 5.000, %s × %s splits Internacional: %s', (p, h, expected) => {
    const result = recommend('dashboard', p, h, SMALL);
    expect(result.allocation).toEqual(alloc(expected));
    expect(result.notes).toEqual([ALLOCATION_NOTES.limitedCapitalSplit]);
  });

  it.each([
    ['Conservador', 'Curto', '80/5/5/5/5'],
    ['Conservador', 'Médio', '70/10/10/5/5'],
    ['Conservador', 'Longo', '60/15/15/5/5'],
    ['Moderado', 'Curto', '60/15/15/5/5'],
    ['Moderado', 'Médio', '50/20/20/5/5'],
    ['Moderado', 'Longo', '40/20/30/5/5'],
    ['Arrojado', 'Curto', '40/15/30/10/5'],
    ['Arrojado', 'Médio', '30/20/35/10/5'],
    ['Arrojado', 'Longo', '20/20/40/15/5'],
  ] as const)('crypto, %s × %s moves 5 points Multimercado → Cripto: %s', (p, h, expected) => {
    const result = recommend('dashboard', p, h, LARGE, { cryptoInterest: true });
    expect(result.allocation).toEqual(alloc(expected));
    expect(result.notes).toEqual([ALLOCATION_NOTES.cryptoFromMultimarket]);
  });

  it.each([
    ['Conservador', 'Curto', '82/13/0/5/0'],
    ['Conservador', 'Médio', '75/20/0/5/0'],
    ['Conservador', 'Longo', '67/28/0/5/0'],
    ['Moderado', 'Curto', '67/28/0/5/0'],
    ['Moderado', 'Médio', '60/35/0/5/0'],
    ['Moderado', 'Longo', '55/40/0/5/0'],
    ['Arrojado', 'Curto', '55/35/0/10/0'],
    ['Arrojado', 'Médio', '47/43/0/10/0'],
    ['Arrojado', 'Longo', '40/45/0/15/0'],
  ] as const)('no stocks, %s × %s splits Ações Brasil: %s', (p, h, expected) => {
    const result = recommend('dashboard', p, h, LARGE, { noStocks: true });
    expect(result.allocation).toEqual(alloc(expected));
    expect(result.notes).toEqual([ALLOCATION_NOTES.noStocksSplit]);
  });

  it('applies the three adjustments in the documented order', () => {
    const result = recommend('dashboard', 'Moderado', 'Médio', SMALL, {
      cryptoInterest: true,
      noStocks: true,
    });
    // 50/25/20/5 → small: 52/25/23/0 → crypto: 52/20/23/0/5 → no stocks 23 = 11 + 12: 63/32/0/0/5.
    expect(result.allocation).toEqual(alloc('63/32/0/0/5'));
    expect(result.notes).toEqual([
      ALLOCATION_NOTES.limitedCapitalSplit,
      ALLOCATION_NOTES.cryptoFromMultimarket,
      ALLOCATION_NOTES.noStocksSplit,
    ]);
  });

  it.each(['onboarding', 'dashboard'] as const)(
    '%s: an unknown amount is not a small one (no limited-capital rule, no note)',
    (reading) => {
      const result = recommend(reading, 'Arrojado', 'Longo', null);
      expect(result.allocation).toEqual(ALLOCATION_TABLE.Arrojado.Longo);
      expect(result.notes).toEqual([]);
    },
  );

  it('the small-portfolio threshold is strictly below R$ 5.000,00', () => {
    expect(recommend('dashboard', 'Arrojado', 'Longo', 499_999).allocation).toEqual(
      alloc('27/25/48/0/0'),
    );
    expect(recommend('dashboard', 'Arrojado', 'Longo', 500_000).allocation).toEqual(
      alloc('20/25/40/15/0'),
    );
  });
});

describe('profile mapping and the default', () => {
  it.each(['onboarding', 'dashboard'] as const)(
    '%s: Agressivo uses the Arrojado row',
    (reading) => {
      for (const horizon of TIME_HORIZONS) {
        const result = recommend(reading, 'Agressivo', horizon, LARGE);
        expect(result.profile).toBe('Arrojado');
        expect(result.allocation).toEqual(ALLOCATION_TABLE.Arrojado[horizon]);
        expect(result.observation).toBe(ALLOCATION_OBSERVATIONS.Arrojado[horizon]);
      }
    },
  );

  it.each([
    ['Xpto', 'Médio'],
    ['Moderado', 'Eterno'],
    ['', ''],
    ['moderado', 'médio'],
  ])('unknown profile or horizon (%j, %j) gives the default with its note', (profile, horizon) => {
    for (const reading of ['onboarding', 'dashboard'] as const) {
      const result = recommend(reading, profile, horizon, SMALL, {
        cryptoInterest: true,
        noStocks: true,
      });
      expect(result).toMatchObject({
        profile: null,
        timeHorizon: null,
        allocation: alloc('50/25/20/5/0'),
        observation: ALLOCATION_NOTES.defaultAllocation,
        notes: [ALLOCATION_NOTES.defaultAllocation],
        isDefault: true,
      });
    }
  });
});

describe('invariants', () => {
  it('every recommendation sums to 100 with no negative class', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SUITABILITY_PROFILES, 'Desconhecido'),
        fc.constantFrom(...TIME_HORIZONS, 'Desconhecido'),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.record({
          cryptoInterest: fc.boolean(),
          noStocks: fc.boolean(),
          internationalInterest: fc.boolean(),
        }),
        fc.constantFrom('onboarding' as const, 'dashboard' as const),
        (riskProfile, timeHorizon, availableAmount, preferences, reading) => {
          const { allocation, justifications } = recommendAllocation(
            { riskProfile, timeHorizon, availableAmount, preferences },
            reading,
          );
          expect(isValidAllocation(allocation)).toBe(true);
          for (const assetClass of ASSET_CLASSES) {
            expect(allocation[assetClass]).toBeGreaterThanOrEqual(0);
            expect(justifications[assetClass] !== undefined).toBe(allocation[assetClass] > 0);
          }
        },
      ),
    );
  });

  it('never recommends crypto without crypto interest', () => {
    for (const [profile, horizon] of NON_OVERRIDE_CELLS) {
      expect(
        recommend('dashboard', profile, horizon, SMALL, { noStocks: true }).allocation.Cripto,
      ).toBe(0);
      expect(
        recommend('onboarding', profile, horizon, SMALL, { noStocks: true }).allocation.Cripto,
      ).toBe(0);
    }
  });
});
