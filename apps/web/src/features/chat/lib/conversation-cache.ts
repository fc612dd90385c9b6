import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { TChatConversation, TChatMessage, TChatReceipts } from '@algoone/contracts';

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
  options: { clearUnread?: boolean } = {},
): void {
  queryClient.setQueryData<TChatConversation>(key, (current) =>
    current
      ? { ...current, receipts, unreadCount: options.clearUnread ? 0 : current.unreadCount }
      : current,
  );
}

/** The last seq the browser has: where a new stream starts. */
export function lastSeq(conversation: TChatConversation | undefined): number {
  return conversation?.messages.at(-1)?.seq ?? 0;
}
