import { profileValidUntil, type SuitabilityScore } from '@algoone/domain';
import type { Db } from '../../db/client.ts';
import { suitabilityRecords } from '../../db/schema/index.ts';
import type { SuitabilityRecordRow } from './profile-gate.ts';

/** Adds a completed profile to the investor's history (rows are never changed afterwards). */
export async function recordSuitability(
  tx: Db,
  userId: string,
  score: SuitabilityScore,
  completedAt: Date,
): Promise<SuitabilityRecordRow> {
  const [row] = await tx
    .insert(suitabilityRecords)
    .values({
      userId,
      questionnaireId: score.questionnaireId,
      answers: Object.fromEntries(score.answers.map((a) => [a.questionId, a.answerId])),
      totalPoints: score.totalPoints,
      profile: score.profile,
      allocationProfile: score.allocationProfile,
      timeHorizon: score.timeHorizon,
      completedAt,
      validUntil: profileValidUntil(completedAt),
    })
    .returning();
  if (!row) throw new Error('suitability record not inserted');
  return row;
}
