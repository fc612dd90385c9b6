import { desc, eq } from 'drizzle-orm';
import { PROFILE_GATE_MESSAGES } from '@algoone/contracts';
import { isProfileValid } from '@algoone/domain';
import type { Db } from '../../db/client.ts';
import { suitabilityRecords } from '../../db/schema/index.ts';
import { conflict } from '../../lib/app-error.ts';

export type SuitabilityRecordRow = typeof suitabilityRecords.$inferSelect;

/** The investor's most recent suitability record, valid or not; null when there is none. */
export async function latestProfile(db: Db, userId: string): Promise<SuitabilityRecordRow | null> {
  const [row] = await db
    .select()
    .from(suitabilityRecords)
    .where(eq(suitabilityRecords.userId, userId))
    .orderBy(desc(suitabilityRecords.completedAt))
    .limit(1);
  return row ?? null;
}

/**
 * CVM Res. 30/2021: no recommendation without a profile, and none from a profile older than 24
 * months. Every path that gives a recommendation without a fresh questionnaire calls this
 * first (today POST /api/recommendations; the dashboard's rule-based portfolio of issue 6 must
 * too). It answers 409 with the reason; the onboarding and /perfil create a fresh profile.
 */
export async function latestValidProfile(
  db: Db,
  userId: string,
  now: Date,
): Promise<SuitabilityRecordRow> {
  const latest = await latestProfile(db, userId);
  if (!latest) throw conflict(PROFILE_GATE_MESSAGES.missing);
  // The domain's rule decides validity; valid_until is stored from the same rule for queries.
  if (!isProfileValid(latest.completedAt, now)) throw conflict(PROFILE_GATE_MESSAGES.expired);
  return latest;
}
