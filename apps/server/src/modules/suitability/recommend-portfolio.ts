import {
  ONBOARDING_PREFERENCES,
  recommendAllocation,
  type AllocationReading,
  type Cents,
  type RecommendationPreferences,
  type SuitabilityProfile,
  type TimeHorizon,
} from '@algoone/domain';
import type { TRecommendedPortfolio } from '@algoone/contracts';

export interface PortfolioInput {
  profile: SuitabilityProfile;
  timeHorizon: TimeHorizon;
  /** Net worth in centavos; null when the investor has not said. */
  amountCents: Cents | null;
  preferences?: RecommendationPreferences | null;
}

/** The domain's recommendation for a scored profile, as the API returns it. */
export function recommendPortfolio(
  input: PortfolioInput,
  reading: AllocationReading,
): TRecommendedPortfolio {
  const result = recommendAllocation(
    {
      riskProfile: input.profile,
      timeHorizon: input.timeHorizon,
      availableAmount: input.amountCents,
      preferences: input.preferences ?? ONBOARDING_PREFERENCES,
    },
    reading,
  );
  // A scored profile and horizon are always in the table; the default branch cannot happen.
  if (result.isDefault) throw new Error('recommendation fell back to the default');
  const { isDefault: _default, ...portfolio } = result;
  return portfolio;
}
