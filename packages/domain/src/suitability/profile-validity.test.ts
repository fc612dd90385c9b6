import { describe, expect, it } from 'vitest';
import { PROFILE_VALIDITY_MONTHS, isProfileValid, profileValidUntil } from './profile-validity.ts';

describe('profile validity', () => {
  it('lasts 24 months', () => {
    expect(PROFILE_VALIDITY_MONTHS).toBe(24);
    const completedAt = new Date('2025-03-10T15:00:00Z');
    expect(profileValidUntil(completedAt).toISOString()).toBe('2027-03-10T15:00:00.000Z');
  });

  it('clamps a completion on 29 February', () => {
    expect(profileValidUntil(new Date('2024-02-29T15:00:00Z')).toISOString()).toBe(
      '2026-02-28T15:00:00.000Z',
    );
  });

  it('is valid up to, not including, the expiry instant', () => {
    const completedAt = new Date('2025-03-10T15:00:00Z');
    expect(isProfileValid(completedAt, completedAt)).toBe(true);
    expect(isProfileValid(completedAt, new Date('2027-03-10T14:59:59.999Z'))).toBe(true);
    expect(isProfileValid(completedAt, new Date('2027-03-10T15:00:00.000Z'))).toBe(false);
  });
});
