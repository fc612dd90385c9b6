import { describe, expect, it } from 'vitest';
import type { TChatConversation, TChatMessage } from '@algoone/contracts';
import { afterRead, lastSeq, mergeMessage } from './conversation-cache';

const message = (seq: number): TChatMessage => ({
  id: `m${seq}`,
  seq,
  kind: 'text',
  author: 'consultant',
  authorName: 'Carla',
  text: `mensagem ${seq}`,
  createdAt: '2026-11-23T12:00:00.000Z',
  reviewRequest: null,
});

const conversation = (messages: TChatMessage[]): TChatConversation => ({
  id: 'c1',
  investor: { id: 'i', name: 'Ana' },
  consultant: null,
  receipts: { investorDeliveredSeq: 0, investorReadSeq: 0, staffDeliveredSeq: 0, staffReadSeq: 0 },
  unreadCount: 0,
  messages,
});

describe('mergeMessage', () => {
  it('adds a message once, in seq order, counting it unread when asked', () => {
    const start = conversation([message(1), message(3)]);
    const merged = mergeMessage(start, message(2), true);
    expect(merged.messages.map((m) => m.seq)).toEqual([1, 2, 3]);
    expect(merged.unreadCount).toBe(1);
    expect(mergeMessage(merged, message(2), true)).toBe(merged);
  });

  it('knows the last seq the browser has', () => {
    expect(lastSeq(undefined)).toBe(0);
    expect(lastSeq(conversation([message(1), message(4)]))).toBe(4);
  });
});

describe('afterRead', () => {
  const receipts = (investorReadSeq: number) => ({
    investorDeliveredSeq: investorReadSeq,
    investorReadSeq,
    staffDeliveredSeq: 0,
    staffReadSeq: 0,
  });

  it('keeps unread a message that arrived while the read mark was on its way', () => {
    // Marked up to 2; message 3 came in meanwhile: it is still to be marked.
    const cached = { ...conversation([message(1), message(2), message(3)]), unreadCount: 1 };
    const after = afterRead(cached, receipts(2), 'investor', 2);
    expect(after.unreadCount).toBe(1);
    expect(after.receipts.investorReadSeq).toBe(2);
    expect(afterRead(cached, receipts(3), 'investor', 3).unreadCount).toBe(0);
  });

  it('counts only the other side’s messages, and never below what was just marked', () => {
    const own = { ...message(4), author: 'investor' as const };
    const cached = conversation([message(1), own]);
    expect(afterRead(cached, receipts(0), 'investor', 1).unreadCount).toBe(0);
    expect(afterRead(cached, receipts(0), 'staff', 0).unreadCount).toBe(1);
  });
});
