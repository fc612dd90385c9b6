import { describe, expect, it } from 'vitest';
import { describeAuditDetails } from './audit-details';

describe('describeAuditDetails', () => {
  it('reads a change as before → after, and nothing as a dash', () => {
    expect(
      describeAuditDetails({
        role: { from: 'consultant', to: 'investor' },
        consultantId: { from: 'c-1', to: null },
      }),
    ).toEqual(['role: consultant → investor', 'consultantId: c-1 → —']);
  });

  it('reads plain values as they are and keeps any other shape as JSON', () => {
    expect(
      describeAuditDetails({
        clientsReturnedToQueue: 3,
        revoked: true,
        email: 'ana@exemplo.com.br',
        ids: ['a', 'b'],
        rate: { from: 1, to: 2, reason: 'x' },
      }),
    ).toEqual([
      'clientsReturnedToQueue: 3',
      'revoked: true',
      'email: ana@exemplo.com.br',
      'ids: ["a","b"]',
      'rate: {"from":1,"to":2,"reason":"x"}',
    ]);
  });

  it('has no lines for no details', () => {
    expect(describeAuditDetails({})).toEqual([]);
  });
});
