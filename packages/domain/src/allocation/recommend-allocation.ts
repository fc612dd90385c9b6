import type { Cents } from '../money/cents.ts';
import {
  allocationProfileFor,
  isSuitabilityProfile,
  isTimeHorizon,
} from '../suitability/profiles.ts';
import type { RiskProfile, TimeHorizon } from '../suitability/profiles.ts';
import {
  moveCryptoFromMultimarket,
  moveCryptoFromStocks,
  moveInternationalToFixedIncome,
  moveStocksToMultimarket,
  splitInternationalToFixedIncomeAndStocks,
  splitStocksToFixedIncomeAndMultimarket,
} from './adjustments.ts';
import type { AdjustmentStep } from './adjustments.ts';
import {
  ALLOCATION_TABLE,
  CONSERVATIVE_SHORT_TERM_ALLOCATION,
  DEFAULT_ALLOCATION,
  SMALL_PORTFOLIO_THRESHOLD_CENTS,
} from './allocation-table.ts';
import { ASSET_CLASSES } from './asset-classes.ts';
import type { Allocation, AssetClass } from './asset-classes.ts';
import {
  ALLOCATION_NOTES,
  ALLOCATION_OBSERVATIONS,
  ASSET_CLASS_JUSTIFICATIONS,
} from './explanations.ts';

export interface RecommendationPreferences {
  cryptoInterest: boolean;
  noStocks: boolean;
  /** Part of the input (docs/product.md §9), but no rule reads it; kept to pass the full form. */
  internationalInterest: boolean;
}

/** docs/product.md §9: the onboarding always calls Reading A with these. */
export const ONBOARDING_PREFERENCES: Readonly<RecommendationPreferences> = {
  cryptoInterest: false,
  noStocks: false,
  internationalInterest: true,
};

export interface RecommendationInput {
  /** A suitability profile; 'Agressivo' uses the Arrojado row; anything else gives the default. */
  riskProfile: string;
  /** 'Curto' | 'Médio' | 'Longo'; anything else gives the default. */
  timeHorizon: string;
  /**
   * Net worth (Reading B) or amount available (Reading A), in centavos; null when the investor
   * has not said. An unknown amount is not zero: the limited-capital rule would then apply and
   * show its "below R$ 5.000,00" note to someone who never gave a figure (ADR 005).
   */
  availableAmount: Cents | null;
  preferences?: Partial<RecommendationPreferences>;
}

/**
 * docs/product.md §9 has two readings of the adjustments: A from the onboarding, B from the
 * dashboard. Both are kept: the two screens must keep showing what the product says they show.
 */
export type AllocationReading = 'onboarding' | 'dashboard';

/** docs/product.md §3's portfolio recommendation, plus the notes of the rules that changed it. */
interface RecommendationBody {
  allocation: Allocation;
  /** The 'obs' (docs/product.md §3): the reading of the table row used. */
  observation: string;
  /** One note per adjustment applied, in the order applied. */
  notes: string[];
  /** One justification per class with more than 0%. */
  justifications: Partial<Record<AssetClass, string>>;
}

/**
 * A recommendation from the table row of a known profile and horizon, in the shape the API
 * returns; or the default allocation (docs/product.md §8) when the profile or horizon is unknown.
 */
export type PortfolioRecommendation =
  | (RecommendationBody & { isDefault: false; profile: RiskProfile; timeHorizon: TimeHorizon })
  | (RecommendationBody & { isDefault: true; profile: null; timeHorizon: null });

/** The limited-capital rule applies to a known amount below R$ 5.000,00 (docs/product.md §9). */
export function isLimitedCapital(availableAmount: Cents | null): boolean {
  return availableAmount !== null && availableAmount < SMALL_PORTFOLIO_THRESHOLD_CENTS;
}

function justificationsFor(allocation: Allocation): Partial<Record<AssetClass, string>> {
  const result: Partial<Record<AssetClass, string>> = {};
  for (const assetClass of ASSET_CLASSES) {
    if (allocation[assetClass] > 0) result[assetClass] = ASSET_CLASS_JUSTIFICATIONS[assetClass];
  }
  return result;
}

interface Adjustment {
  when: boolean;
  step: (allocation: Allocation) => AdjustmentStep;
  note: string;
}

function applyAdjustments(
  start: Allocation,
  adjustments: readonly Adjustment[],
): { allocation: Allocation; notes: string[] } {
  let allocation = start;
  const notes: string[] = [];
  for (const { when, step, note } of adjustments) {
    if (!when) continue;
    const result = step(allocation);
    allocation = result.allocation;
    if (result.applied) notes.push(note);
  }
  return { allocation, notes };
}

/**
 * The recommended allocation for a profile and horizon (docs/product.md §9's table), adjusted by
 * one of the two readings:
 * - onboarding (A): below R$ 5.000 Internacional → Renda Fixa; crypto interest moves up to 5
 *   points Ações Brasil → Cripto; no stocks moves all of Ações Brasil → Multimercado;
 *   Conservador + Curto then overrides everything to 90/10 (its note replaces the others);
 * - dashboard (B): below R$ 5.000 Internacional split Renda Fixa (down) / Ações Brasil (up);
 *   crypto moves 5 points Multimercado → Cripto when it has 5; no stocks splits Ações Brasil
 *   Renda Fixa (down) / Multimercado (up).
 * An unknown profile or horizon gives DEFAULT_ALLOCATION with its note and no adjustment.
 */
export function recommendAllocation(
  input: RecommendationInput,
  reading: AllocationReading,
): PortfolioRecommendation {
  if (!isSuitabilityProfile(input.riskProfile) || !isTimeHorizon(input.timeHorizon)) {
    return {
      isDefault: true,
      profile: null,
      timeHorizon: null,
      allocation: DEFAULT_ALLOCATION,
      observation: ALLOCATION_NOTES.defaultAllocation,
      notes: [ALLOCATION_NOTES.defaultAllocation],
      justifications: justificationsFor(DEFAULT_ALLOCATION),
    };
  }
  const profile = allocationProfileFor(input.riskProfile);
  const timeHorizon = input.timeHorizon;
  const preferences = { ...ONBOARDING_PREFERENCES, ...input.preferences };
  const smallPortfolio = isLimitedCapital(input.availableAmount);
  const base = ALLOCATION_TABLE[profile][timeHorizon];

  let { allocation, notes } =
    reading === 'onboarding'
      ? applyAdjustments(base, [
          {
            when: smallPortfolio,
            step: moveInternationalToFixedIncome,
            note: ALLOCATION_NOTES.limitedCapitalToFixedIncome,
          },
          {
            when: preferences.cryptoInterest,
            step: moveCryptoFromStocks,
            note: ALLOCATION_NOTES.cryptoFromStocks,
          },
          {
            when: preferences.noStocks,
            step: moveStocksToMultimarket,
            note: ALLOCATION_NOTES.noStocksToMultimarket,
          },
        ])
      : applyAdjustments(base, [
          {
            when: smallPortfolio,
            step: splitInternationalToFixedIncomeAndStocks,
            note: ALLOCATION_NOTES.limitedCapitalSplit,
          },
          {
            when: preferences.cryptoInterest,
            step: moveCryptoFromMultimarket,
            note: ALLOCATION_NOTES.cryptoFromMultimarket,
          },
          {
            when: preferences.noStocks,
            step: splitStocksToFixedIncomeAndMultimarket,
            note: ALLOCATION_NOTES.noStocksSplit,
          },
        ]);

  if (reading === 'onboarding' && profile === 'Conservador' && timeHorizon === 'Curto') {
    allocation = CONSERVATIVE_SHORT_TERM_ALLOCATION;
    notes = [ALLOCATION_NOTES.conservativeShortTerm];
  }

  return {
    isDefault: false,
    profile,
    timeHorizon,
    allocation,
    observation: ALLOCATION_OBSERVATIONS[profile][timeHorizon],
    notes,
    justifications: justificationsFor(allocation),
  };
}
