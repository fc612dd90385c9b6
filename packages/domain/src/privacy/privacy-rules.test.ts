import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DELETION_GRACE_DAYS,
  PRIVACY_REQUEST_DEADLINE_DAYS,
  deletionEraseAfter,
  privacyProtocol,
  privacyRequestDueAt,
} from './privacy-rules.ts';

describe('privacy rules', () => {
  it('numbers requests by year and sequence', () => {
    expect(privacyProtocol(2026, 42)).toBe('LGPD-2026-000042');
    expect(privacyProtocol(2027, 1_234_567)).toBe('LGPD-2027-1234567');
  });

  it('property: different sequences never share a protocol', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9_999_999 }),
        fc.integer({ min: 1, max: 9_999_999 }),
        (a, b) => {
          fc.pre(a !== b);
          expect(privacyProtocol(2026, a)).not.toBe(privacyProtocol(2026, b));
        },
      ),
    );
  });

  it('gives the DPO 15 days and the account 7 days of grace', () => {
    const at = new Date('2026-11-25T12:00:00Z');
    expect(PRIVACY_REQUEST_DEADLINE_DAYS).toBe(15);
    expect(privacyRequestDueAt(at)).toEqual(new Date('2026-12-10T12:00:00Z'));
    expect(DELETION_GRACE_DAYS).toBe(7);
    expect(deletionEraseAfter(at)).toEqual(new Date('2026-12-02T12:00:00Z'));
  });
});
