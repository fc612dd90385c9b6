import { describe, expect, it } from 'vitest';
import type { TChatConversation, TChatMessage } from '@algoone/contracts';
import { afterFetch, afterRead, keepStreamed, lastSeq, mergeMessage } from './conversation-cache';

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

describe('afterFetch', () => {
  const receipts = (investorReadSeq: number, staffReadSeq = 0) => ({
    investorDeliveredSeq: investorReadSeq,
    investorReadSeq,
    staffDeliveredSeq: staffReadSeq,
    staffReadSeq,
  });

  it('never takes the receipts back: a fetch answered before a read mark keeps the mark', () => {
    const live = { ...conversation([message(1), message(2)]), receipts: receipts(2) };
    const stale = { ...conversation([message(1), message(2)]), receipts: receipts(1, 3) };
    expect(afterFetch(live, stale, 'staff').receipts).toEqual({
      investorDeliveredSeq: 2,
      investorReadSeq: 2,
      staffDeliveredSeq: 3,
      staffReadSeq: 3,
    });
  });

  it('keeps a message the stream brought after the fetch left, counted unread once', () => {
    const live = { ...conversation([message(1), message(2), message(3)]), unreadCount: 2 };
    const fetched = { ...conversation([message(1), message(2)]), unreadCount: 1 };
    const merged = afterFetch(live, fetched, 'investor');
    expect(merged.messages.map((m) => m.seq)).toEqual([1, 2, 3]);
    expect(merged.unreadCount).toBe(2);
    // A fetch that has it already takes it as the server says.
    const full = { ...conversation([message(1), message(2), message(3)]), unreadCount: 2 };
    expect(afterFetch(live, full, 'investor')).toEqual(full);
  });

  it('as a query option, leaves another conversation or a first fetch as fetched', () => {
    const merge = keepStreamed('investor');
    const fetched = conversation([message(1)]);
    expect(merge(undefined, fetched)).toBe(fetched);
    expect(merge({ ...conversation([message(5)]), id: 'outra' }, fetched)).toBe(fetched);
  });
});
