import {
  ONBOARDING_PREFERENCES,
  type AllocationReading,
  type Cents,
  type RecommendationPreferences,
} from '@algoone/domain';
import type { Db } from '../../db/client.ts';
import { recommendations } from '../../db/schema/index.ts';
import { refreshPortfolioDrift } from '../portfolio-drift/index.ts';
import type { SuitabilityRecordRow } from './profile-gate.ts';
import { recommendPortfolio } from './recommend-portfolio.ts';

export type RecommendationRow = typeof recommendations.$inferSelect;

/**
 * Computes the allocation from a stored profile and saves it with the inputs it used. The
 * caller has already made sure the profile is fresh or valid (latestValidProfile).
 */
export async function createRecommendation(
  tx: Db,
  input: {
    record: SuitabilityRecordRow;
    amountCents: Cents | null;
    preferences: RecommendationPreferences | null;
    reading: AllocationReading;
  },
): Promise<RecommendationRow> {
  const preferences = input.preferences ?? { ...ONBOARDING_PREFERENCES };
  const portfolio = recommendPortfolio(
    {
      profile: input.record.profile,
      timeHorizon: input.record.timeHorizon,
      amountCents: input.amountCents,
      preferences,
    },
    input.reading,
  );
  const [row] = await tx
    .insert(recommendations)
    .values({
      userId: input.record.userId,
      suitabilityRecordId: input.record.id,
      profile: portfolio.profile,
      horizon: portfolio.timeHorizon,
      allocation: portfolio.allocation,
      note: portfolio.observation,
      adjustmentNotes: portfolio.notes,
      justifications: portfolio.justifications,
      reading: input.reading,
      availableAmountCents: input.amountCents,
      preferences,
    })
    .returning();
  if (!row) throw new Error('recommendation not inserted');
  // The client's drift is now measured against this recommendation (ADR 024).
  await refreshPortfolioDrift(tx, [row.userId]);
  return row;
}
