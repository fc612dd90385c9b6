import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CHAT_EMAIL_INTERVAL_MS,
  CHAT_MESSAGE_MAX_LENGTH,
  enterSends,
  messageStatus,
  normalizeChatText,
  shouldEmailAboutMessage,
  validateProposedTimes,
  waitingTooLong,
} from './chat-rules.ts';

describe('normalizeChatText', () => {
  it.each(['', ' ', '\n\t  \n'])('ignores %j', (raw) => {
    expect(normalizeChatText(raw)).toEqual({ kind: 'empty' });
  });

  it('trims', () => {
    expect(normalizeChatText('  olá\n')).toEqual({ kind: 'ok', text: 'olá' });
  });

  it('accepts exactly the limit and refuses one more', () => {
    expect(normalizeChatText('a'.repeat(CHAT_MESSAGE_MAX_LENGTH)).kind).toBe('ok');
    expect(normalizeChatText(` ${'a'.repeat(CHAT_MESSAGE_MAX_LENGTH)} `).kind).toBe('ok');
    expect(normalizeChatText('a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1))).toEqual({
      kind: 'too_long',
      length: CHAT_MESSAGE_MAX_LENGTH + 1,
    });
  });

  it('keeps HTML as text, unchanged', () => {
    expect(normalizeChatText('<b>oi</b>')).toEqual({ kind: 'ok', text: '<b>oi</b>' });
  });

  it('never returns text with outer whitespace or beyond the limit', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: CHAT_MESSAGE_MAX_LENGTH + 50 }), (raw) => {
        const result = normalizeChatText(raw);
        if (result.kind === 'ok') {
          expect(result.text).toBe(result.text.trim());
          expect(result.text.length).toBeGreaterThan(0);
          expect(result.text.length).toBeLessThanOrEqual(CHAT_MESSAGE_MAX_LENGTH);
        } else if (result.kind === 'empty') {
          expect(raw.trim()).toBe('');
        } else {
          expect(raw.trim().length).toBeGreaterThan(CHAT_MESSAGE_MAX_LENGTH);
        }
      }),
    );
  });
});

describe('enterSends', () => {
  it('Enter sends, Shift+Enter and composition do not', () => {
    expect(enterSends({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(enterSends({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(enterSends({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(enterSends({ key: 'a', shiftKey: false })).toBe(false);
  });
});

describe('messageStatus', () => {
  const receipts = {
    investorDeliveredSeq: 7,
    investorReadSeq: 5,
    staffDeliveredSeq: 4,
    staffReadSeq: 2,
  };

  it("reads the investor's messages against the staff's marks", () => {
    expect(messageStatus('investor', 2, receipts)).toBe('read');
    expect(messageStatus('investor', 3, receipts)).toBe('delivered');
    expect(messageStatus('investor', 5, receipts)).toBe('sent');
  });

  it("reads the consultant's messages against the investor's marks", () => {
    expect(messageStatus('consultant', 5, receipts)).toBe('read');
    expect(messageStatus('consultant', 6, receipts)).toBe('delivered');
    expect(messageStatus('system', 8, receipts)).toBe('sent');
  });

  it('only moves forward as marks grow', () => {
    const rank = { sent: 0, delivered: 1, read: 2 } as const;
    fc.assert(
      fc.property(
        fc.nat(100),
        fc.nat(100),
        fc.nat(100),
        fc.nat(20),
        (seq, delivered, read, grow) => {
          const before = {
            investorDeliveredSeq: 0,
            investorReadSeq: 0,
            staffDeliveredSeq: Math.max(delivered, read),
            staffReadSeq: read,
          };
          const after = {
            ...before,
            staffDeliveredSeq: before.staffDeliveredSeq + grow,
            staffReadSeq: before.staffReadSeq + grow,
          };
          expect(rank[messageStatus('investor', seq, after)]).toBeGreaterThanOrEqual(
            rank[messageStatus('investor', seq, before)],
          );
        },
      ),
    );
  });
});

describe('shouldEmailAboutMessage', () => {
  const now = new Date('2026-11-23T12:00:00Z');

  it('never emails someone online', () => {
    expect(shouldEmailAboutMessage({ recipientOnline: true, lastEmailedAt: null, now })).toBe(
      false,
    );
  });

  it('emails at most once an hour per conversation', () => {
    const at = (ms: number) => new Date(now.getTime() - ms);
    expect(shouldEmailAboutMessage({ recipientOnline: false, lastEmailedAt: null, now })).toBe(
      true,
    );
    expect(
      shouldEmailAboutMessage({
        recipientOnline: false,
        lastEmailedAt: at(CHAT_EMAIL_INTERVAL_MS - 1),
        now,
      }),
    ).toBe(false);
    expect(
      shouldEmailAboutMessage({
        recipientOnline: false,
        lastEmailedAt: at(CHAT_EMAIL_INTERVAL_MS),
        now,
      }),
    ).toBe(true);
  });
});

describe('validateProposedTimes', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const later = (hours: number) => new Date(now.getTime() + hours * 3_600_000);

  it('accepts one to three future times, sorted', () => {
    expect(validateProposedTimes([later(5), later(2)], now)).toEqual({
      kind: 'ok',
      times: [later(2), later(5)],
    });
  });

  it.each([
    [[], 'none'],
    [[later(1), later(2), later(3), later(4)], 'too_many'],
    [[later(1), new Date(now)], 'past'],
    [[later(1), later(1)], 'duplicate'],
  ] as const)('refuses %j (%s)', (times, reason) => {
    expect(validateProposedTimes(times, now)).toEqual({ kind: 'invalid', reason });
  });
});

describe('waitingTooLong', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it('flags only beyond 24 hours', () => {
    expect(waitingTooLong(null, now)).toBe(false);
    expect(waitingTooLong(new Date(now.getTime() - 24 * 3_600_000), now)).toBe(false);
    expect(waitingTooLong(new Date(now.getTime() - 24 * 3_600_000 - 1), now)).toBe(true);
  });
});
