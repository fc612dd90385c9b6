import {
  ONBOARDING_PREFERENCES,
  SMALL_PORTFOLIO_THRESHOLD_CENTS,
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

/**
 * The domain's recommendation in the API's words. An unknown net worth is not treated as
 * zero: that would apply the limited-capital rule and show its "below R$ 5.000,00" note to
 * someone who never gave a figure. So the rule is simply not applied (ADR 005).
 */
export function recommendPortfolio(
  input: PortfolioInput,
  reading: AllocationReading,
): TRecommendedPortfolio {
  const result = recommendAllocation(
    {
      riskProfile: input.profile,
      timeHorizon: input.timeHorizon,
      availableAmount: input.amountCents ?? SMALL_PORTFOLIO_THRESHOLD_CENTS,
      preferences: input.preferences ?? ONBOARDING_PREFERENCES,
    },
    reading,
  );
  // A scored profile and horizon are always in the table; the default branch cannot happen.
  if (!result.perfil || !result.prazo) throw new Error('recommendation fell back to the default');
  return {
    profile: result.perfil,
    timeHorizon: result.prazo,
    allocation: { ...result.alocacao },
    observation: result.obs,
    notes: result.notas,
    justifications: result.justificativas,
  };
}
