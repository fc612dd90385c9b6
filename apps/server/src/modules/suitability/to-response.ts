import { isProfileValid } from '@algoone/domain';
import type { TRecommendation, TSuitabilityRecord } from '@algoone/contracts';
import type { RecommendationRow } from './create-recommendation.ts';
import type { SuitabilityRecordRow } from './profile-gate.ts';

export function toSuitabilityRecord(row: SuitabilityRecordRow, now: Date): TSuitabilityRecord {
  return {
    id: row.id,
    questionnaireId: row.questionnaireId,
    answers: row.answers,
    totalPoints: row.totalPoints,
    profile: row.profile,
    allocationProfile: row.allocationProfile,
    timeHorizon: row.timeHorizon,
    completedAt: row.completedAt.toISOString(),
    validUntil: row.validUntil.toISOString(),
    valid: isProfileValid(row.completedAt, now),
  };
}

export function toRecommendation(row: RecommendationRow): TRecommendation {
  return {
    id: row.id,
    suitabilityRecordId: row.suitabilityRecordId,
    profile: row.profile,
    timeHorizon: row.horizon,
    allocation: row.allocation,
    observation: row.note,
    notes: row.adjustmentNotes,
    justifications: row.justifications,
    reading: row.reading,
    status: row.status,
    appliedAt: row.appliedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    availableAmountCents: row.availableAmountCents,
    preferences: row.preferences,
  };
}
