import { desc, eq } from 'drizzle-orm';
import type { Cents, RecommendationPreferences } from '@algoone/domain';
import type { Db } from '../../db/client.ts';
import { investorProfiles, netWorthSnapshots } from '../../db/schema/index.ts';

/** The latest net worth the investor gave, or null when none. */
export async function latestNetWorth(db: Db, userId: string): Promise<Cents | null> {
  const [row] = await db
    .select({ amountCents: netWorthSnapshots.amountCents })
    .from(netWorthSnapshots)
    .where(eq(netWorthSnapshots.userId, userId))
    .orderBy(desc(netWorthSnapshots.recordedAt), desc(netWorthSnapshots.id))
    .limit(1);
  return row?.amountCents ?? null;
}

/** The preferences stated at onboarding, or null before the investor has stated any. */
export async function savedPreferences(
  db: Db,
  userId: string,
): Promise<RecommendationPreferences | null> {
  const [row] = await db
    .select({ preferences: investorProfiles.preferences })
    .from(investorProfiles)
    .where(eq(investorProfiles.userId, userId));
  return row?.preferences ?? null;
}
