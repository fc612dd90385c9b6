import { desc, eq } from 'drizzle-orm';
import type { TOnboardingState } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { recommendations } from '../../db/schema/index.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { latestProfile, toRecommendation, toSuitabilityRecord } from '../suitability/index.ts';
import { investorProfileSummary } from './investor-profile-summary.ts';

/** What the viewer saved: profile data, latest suitability record and latest recommendation. */
export async function getOnboarding(
  db: Db,
  viewer: Viewer,
  now = new Date(),
): Promise<TOnboardingState> {
  const profile = await investorProfileSummary(db, viewer.id);
  const record = await latestProfile(db, viewer.id);
  const [recommendation] = await db
    .select()
    .from(recommendations)
    .where(eq(recommendations.userId, viewer.id))
    .orderBy(desc(recommendations.createdAt))
    .limit(1);
  return {
    profile,
    suitability: record ? toSuitabilityRecord(record, now) : null,
    recommendation: recommendation ? toRecommendation(recommendation) : null,
  };
}
