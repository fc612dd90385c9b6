import { describe, expect, it } from 'vitest';
import { PROFILE_GATE_MESSAGES } from '@algoone/contracts';
import { profileValidUntil } from '@algoone/domain';
import { profileGateOf, toProfileGateResponse, type SuitabilityRecordRow } from './profile-gate.ts';

function record(completedAt: Date): SuitabilityRecordRow {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    userId: 'investidora',
    questionnaireId: 'rapido-v1',
    answers: {},
    totalPoints: 9,
    profile: 'Moderado',
    allocationProfile: 'Moderado',
    timeHorizon: 'Médio',
    completedAt,
    validUntil: profileValidUntil(completedAt),
  };
}

describe('profileGateOf', () => {
  it('is missing, with its reason, without a record', () => {
    const gate = profileGateOf(null, new Date());
    expect(gate).toEqual({ status: 'missing', record: null, validUntil: null });
    expect(toProfileGateResponse(gate)).toEqual({
      status: 'missing',
      message: PROFILE_GATE_MESSAGES.missing,
      validUntil: null,
    });
  });

  it('is valid up to, not including, 24 months after completion (the domain’s rule)', () => {
    const profile = record(new Date('2024-03-10T15:00:00Z'));
    expect(profile.validUntil.toISOString()).toBe('2026-03-10T15:00:00.000Z');

    const open = profileGateOf(profile, new Date(profile.validUntil.getTime() - 1));
    expect(open).toEqual({ status: 'valid', record: profile, validUntil: profile.validUntil });
    expect(open.record).toBe(profile);
    expect(toProfileGateResponse(open)).toEqual({
      status: 'valid',
      message: null,
      validUntil: '2026-03-10T15:00:00.000Z',
    });

    const closed = profileGateOf(profile, profile.validUntil);
    expect(closed).toEqual({ status: 'expired', record: profile, validUntil: profile.validUntil });
    expect(toProfileGateResponse(closed)).toEqual({
      status: 'expired',
      message: PROFILE_GATE_MESSAGES.expired,
      validUntil: null,
    });
  });
});
