import { desc, eq } from 'drizzle-orm';
import { PROFILE_GATE_MESSAGES, type TProfileGate } from '@algoone/contracts';
import { isProfileValid } from '@algoone/domain';
import type { Db } from '../../db/client.ts';
import { suitabilityRecords } from '../../db/schema/index.ts';
import { conflict } from '../../lib/app-error.ts';

export type SuitabilityRecordRow = typeof suitabilityRecords.$inferSelect;

/**
 * CVM Res. 30/2021: no recommendation without a profile, and none from a profile older than 24
 * months. The gate's state, for callers to branch on: a page shows why there is no
 * recommendation, a write refuses with 409 (requireValidProfile).
 */
export type ProfileGate =
  | { status: 'valid'; record: SuitabilityRecordRow; validUntil: Date }
  | { status: 'expired'; record: SuitabilityRecordRow; validUntil: Date }
  | { status: 'missing'; record: null; validUntil: null };

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
 * The gate as of `now` for the investor's latest record (null: none). Pure, so that a caller
 * that reads the record in a statement of its own (the dashboard's aggregate) applies the same
 * rule as readProfileGate.
 */
export function profileGateOf(record: SuitabilityRecordRow | null, now: Date): ProfileGate {
  if (!record) return { status: 'missing', record: null, validUntil: null };
  // The domain's rule decides validity; valid_until is stored from the same rule for queries.
  const status = isProfileValid(record.completedAt, now) ? 'valid' : 'expired';
  return { status, record, validUntil: record.validUntil };
}

/** The gate as of `now`, from the latest profile only (an older one never counts). */
export async function readProfileGate(db: Db, userId: string, now: Date): Promise<ProfileGate> {
  return profileGateOf(await latestProfile(db, userId), now);
}

/** The profile a recommendation may use; 409 with the reason while the gate is closed. */
export function requireValidProfile(gate: ProfileGate): SuitabilityRecordRow {
  if (gate.status === 'valid') return gate.record;
  throw conflict(PROFILE_GATE_MESSAGES[gate.status]);
}

/** The gate as pages show it. */
export function toProfileGateResponse(gate: ProfileGate): TProfileGate {
  return gate.status === 'valid'
    ? { status: 'valid', message: null, validUntil: gate.validUntil.toISOString() }
    : { status: gate.status, message: PROFILE_GATE_MESSAGES[gate.status], validUntil: null };
}
