import type { AllocationReading } from '@algoone/domain';
import type { TSuitabilityResult, TSuitabilitySubmitBody } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { createRecommendation } from './create-recommendation.ts';
import { latestNetWorth, savedPreferences } from './investor-inputs.ts';
import { recordSuitability } from './record-suitability.ts';
import { scoreAnswersOrThrow } from './score-answers.ts';
import { toRecommendation, toSuitabilityRecord } from './to-response.ts';
import { recordActivity } from '../gamification/index.ts';

/**
 * Recommendations made inside the signed-in area (a profile redone at /perfil, a new one from
 * the latest profile) follow the dashboard's rule, reading B, so they agree with the portfolio
 * the dashboard shows. Only the onboarding uses reading A (ADR 005).
 */
export const SIGNED_IN_READING: AllocationReading = 'dashboard';

/**
 * "Refazer perfil": scores the answers on the server, adds a record to the history and a
 * recommendation from it with the investor's latest preferences and net worth, in one
 * transaction.
 */
export async function submitSuitability(
  db: Db,
  viewer: Viewer,
  body: {
    questionnaireId: TSuitabilitySubmitBody['questionnaireId'];
    answers: Record<string, string>;
  },
  now = new Date(),
): Promise<TSuitabilityResult> {
  const score = scoreAnswersOrThrow(body.questionnaireId, body.answers);
  const preferences = await savedPreferences(db, viewer.id);
  const amountCents = await latestNetWorth(db, viewer.id);
  return db.transaction(async (tx) => {
    const record = await recordSuitability(tx, viewer.id, score, now);
    const { achievements } = await recordActivity(tx, viewer.id, {
      type: 'suitability-completed',
      at: now,
    });
    const recommendation = await createRecommendation(tx, {
      record,
      amountCents,
      preferences,
      reading: SIGNED_IN_READING,
    });
    return {
      suitability: toSuitabilityRecord(record, now),
      recommendation: toRecommendation(recommendation),
      achievements,
    };
  });
}
