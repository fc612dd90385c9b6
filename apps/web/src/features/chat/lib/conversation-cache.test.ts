import { describe, expect, it } from 'vitest';
import type { TChatConversation, TChatMessage } from '@algoone/contracts';
import { lastSeq, mergeMessage } from './conversation-cache';

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
