import { replaceEqualDeep, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { TChatConversation, TChatMessage, TChatReceipts } from '@algoone/contracts';

/** Whether a message was written by the other side than the viewer's (what can be unread). */
export function fromOtherSide(message: TChatMessage, side: 'investor' | 'staff'): boolean {
  return (message.author === 'investor') !== (side === 'investor');
}

/**
 * Adds a message to a cached conversation once, in seq order: the same message may come
 * from the send's answer and from the live stream.
 */
export function mergeMessage(
  conversation: TChatConversation,
  message: TChatMessage,
  countUnread: boolean,
): TChatConversation {
  if (conversation.messages.some((m) => m.seq === message.seq)) return conversation;
  const messages = [...conversation.messages, message].sort((a, b) => a.seq - b.seq);
  return {
    ...conversation,
    messages,
    unreadCount: conversation.unreadCount + (countUnread ? 1 : 0),
  };
}

/**
 * A read mark came back: the receipts it answered with, and what is still unread on this side.
 * A message from the other side that arrived while the mark was on its way is past the read
 * seq and stays unread, so the page marks it next (clearing the count outright lost it, and
 * the other side never saw "Lida").
 */
export function afterRead(
  conversation: TChatConversation,
  receipts: TChatReceipts,
  side: 'investor' | 'staff',
  markedUpTo: number,
): TChatConversation {
  const readSeq = Math.max(
    markedUpTo,
    side === 'investor' ? receipts.investorReadSeq : receipts.staffReadSeq,
  );
  const unreadCount = conversation.messages.filter(
    (m) => m.seq > readSeq && fromOtherSide(m, side),
  ).length;
  return { ...conversation, receipts, unreadCount };
}

export function withMessage(
  queryClient: QueryClient,
  key: QueryKey,
  message: TChatMessage,
  countUnread = false,
): void {
  queryClient.setQueryData<TChatConversation>(key, (current) =>
    current ? mergeMessage(current, message, countUnread) : current,
  );
}

export function withReceipts(
  queryClient: QueryClient,
  key: QueryKey,
  receipts: TChatReceipts,
): void {
  queryClient.setQueryData<TChatConversation>(key, (current) =>
    current ? { ...current, receipts } : current,
  );
}

/** The last seq the browser has: where a new stream starts. */
export function lastSeq(conversation: TChatConversation | undefined): number {
  return conversation?.messages.at(-1)?.seq ?? 0;
}

const isConversation = (value: unknown): value is TChatConversation =>
  typeof value === 'object' && value !== null && 'receipts' in value && 'messages' in value;

/**
 * A fetched conversation, without losing what the live stream brought while the fetch was on
 * its way: a fetch answered just before a read mark or a message must not take the page back
 * to before them (the other side would never see "Lida", or a message would vanish until the
 * next one). Receipts only move forward; messages newer than the fetch's last stay.
 */
export function afterFetch(
  previous: TChatConversation,
  fetched: TChatConversation,
  side: 'investor' | 'staff',
): TChatConversation {
  const newest = (key: keyof TChatReceipts) =>
    Math.max(previous.receipts[key], fetched.receipts[key]);
  const receipts: TChatReceipts = {
    investorDeliveredSeq: newest('investorDeliveredSeq'),
    investorReadSeq: newest('investorReadSeq'),
    staffDeliveredSeq: newest('staffDeliveredSeq'),
    staffReadSeq: newest('staffReadSeq'),
  };
  const fetchedLast = lastSeq(fetched);
  const streamed = previous.messages.filter((m) => m.seq > fetchedLast);
  const readSeq = side === 'investor' ? receipts.investorReadSeq : receipts.staffReadSeq;
  const unreadStreamed = streamed.filter((m) => m.seq > readSeq && fromOtherSide(m, side)).length;
  return {
    ...fetched,
    receipts,
    messages: streamed.length > 0 ? [...fetched.messages, ...streamed] : fetched.messages,
    unreadCount: fetched.unreadCount + unreadStreamed,
  };
}

/** The query option that applies `afterFetch` to every fetch of a conversation the stream keeps. */
export function keepStreamed(side: 'investor' | 'staff') {
  return (previous: unknown, fetched: unknown): unknown =>
    isConversation(previous) && isConversation(fetched) && previous.id === fetched.id
      ? replaceEqualDeep(previous, afterFetch(previous, fetched, side))
      : fetched;
}
