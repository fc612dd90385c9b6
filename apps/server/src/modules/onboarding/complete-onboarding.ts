import { and, eq, notInArray } from 'drizzle-orm';
import type { SuitabilityScore } from '@algoone/domain';
import type { TOnboardingResult, ZOnboardingBody, z } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import {
  investorBrokers,
  investorProfiles,
  netWorthSnapshots,
  users,
} from '../../db/schema/index.ts';
import { AppError, invalid } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { assertActiveBrokers } from '../brokers/index.ts';
import {
  createRecommendation,
  latestNetWorth,
  recordSuitability,
  scoreAnswersOrThrow,
  toRecommendation,
  toSuitabilityRecord,
} from '../suitability/index.ts';
import { recordActivity } from '../gamification/index.ts';
import { investorProfileSummary } from './investor-profile-summary.ts';

type OnboardingBody = z.output<typeof ZOnboardingBody>;

/** Runs every check before anything is written, and reports all bad fields at once. */
async function validate(db: Db, body: OnboardingBody): Promise<SuitabilityScore> {
  const fields: Record<string, string> = {};
  const collect = async <T>(check: () => T | Promise<T>): Promise<T | undefined> => {
    try {
      return await check();
    } catch (error) {
      if (!(error instanceof AppError) || !error.fields) throw error;
      Object.assign(fields, error.fields);
      return undefined;
    }
  };
  const score = await collect(() => scoreAnswersOrThrow(body.questionnaireId, body.answers));
  await collect(() => assertActiveBrokers(db, body.brokerIds));
  if (!score || Object.keys(fields).length > 0) throw invalid(fields);
  return score;
}

/**
 * Saves the onboarding for the signed-in investor in one transaction: profile data, a
 * suitability record scored on the server, the recommendation by reading A, the broker
 * selection (replaced) and the patrimônio as a net-worth snapshot. Redoing it adds to the
 * history. Any bad input is refused before the transaction starts, so nothing is half-saved.
 */
export async function completeOnboarding(
  db: Db,
  viewer: Viewer,
  body: OnboardingBody,
  now = new Date(),
): Promise<TOnboardingResult> {
  const score = await validate(db, body);
  return db.transaction(async (tx) => {
    // One onboarding at a time per investor, so two concurrent saves cannot mix their broker
    // selections.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, viewer.id)).for('update');
    if (body.name !== undefined && body.name !== viewer.name) {
      await tx
        .update(users)
        .set({ name: body.name, updatedAt: now })
        .where(eq(users.id, viewer.id));
    }
    const profile = {
      preferences: body.preferences,
      firstGoalName: body.firstGoalName ?? null,
      onboardingCompletedAt: now,
      updatedAt: now,
      ...(body.phone !== undefined ? { phone: body.phone } : {}),
    };
    await tx
      .insert(investorProfiles)
      .values({ userId: viewer.id, ...profile })
      .onConflictDoUpdate({ target: investorProfiles.userId, set: profile });

    if (body.patrimonioCents != null) {
      await tx
        .insert(netWorthSnapshots)
        .values({ userId: viewer.id, amountCents: body.patrimonioCents, recordedAt: now });
    }
    const amountCents = body.patrimonioCents ?? (await latestNetWorth(tx, viewer.id));

    const record = await recordSuitability(tx, viewer.id, score, now);
    const { achievements } = await recordActivity(tx, viewer.id, {
      type: 'suitability-completed',
      at: now,
    });
    const recommendation = await createRecommendation(tx, {
      record,
      amountCents,
      preferences: body.preferences,
      reading: 'onboarding',
    });

    // The new selection replaces the old; brokers kept keep their dates and confirmations.
    await tx
      .delete(investorBrokers)
      .where(
        and(
          eq(investorBrokers.userId, viewer.id),
          notInArray(investorBrokers.brokerId, body.brokerIds),
        ),
      );
    await tx
      .insert(investorBrokers)
      .values(body.brokerIds.map((brokerId) => ({ userId: viewer.id, brokerId, selectedAt: now })))
      .onConflictDoNothing();

    return {
      profile: await investorProfileSummary(tx, viewer.id),
      suitability: toSuitabilityRecord(record, now),
      recommendation: toRecommendation(recommendation),
      achievements,
    };
  });
}
