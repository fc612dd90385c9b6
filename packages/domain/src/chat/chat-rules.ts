/**
 * The consultant chat's rules (docs/product.md §10: a real, persisted conversation with the assigned
 * consultant). Pure: the server enforces them, the widget uses the same ones to decide what
 * Enter sends.
 */

/** Longest message a person may send, in characters after trimming. */
export const CHAT_MESSAGE_MAX_LENGTH = 2_000;

/** The product's 24-hour answer promise, posted once per new conversation as an acknowledgement. */
export const CHAT_ACKNOWLEDGEMENT =
  'Recebemos sua mensagem! Seu consultor responderá em até 24 horas.';

/** A conversation waiting longer than this for an answer is flagged in the consultant's inbox. */
export const CHAT_SLA_HOURS = 24;

/** At most one "new message" email per conversation in this window. */
export const CHAT_EMAIL_INTERVAL_MS = 60 * 60 * 1000;

/** A review request proposes between one and this many times. */
export const REVIEW_MAX_PROPOSED_TIMES = 3;

/** How long a review meeting lasts in the calendar invite. */
export const REVIEW_DURATION_MINUTES = 60;

export type ChatAuthor = 'investor' | 'consultant' | 'system';
export type ChatMessageStatus = 'sent' | 'delivered' | 'read';

export type ChatTextResult =
  { kind: 'empty' } | { kind: 'too_long'; length: number } | { kind: 'ok'; text: string };

/**
 * docs/product.md: empty or whitespace-only messages are ignored. Otherwise the trimmed text, unless it
 * is longer than the limit.
 */
export function normalizeChatText(raw: string): ChatTextResult {
  const text = raw.trim();
  if (text.length === 0) return { kind: 'empty' };
  if (text.length > CHAT_MESSAGE_MAX_LENGTH) return { kind: 'too_long', length: text.length };
  return { kind: 'ok', text };
}

/** docs/product.md: Enter sends, Shift+Enter inserts a line break (and so does IME composition). */
export function enterSends(key: {
  key: string;
  shiftKey: boolean;
  isComposing?: boolean;
}): boolean {
  return key.key === 'Enter' && !key.shiftKey && !key.isComposing;
}

/**
 * How far each side has received and read the conversation: sequence numbers of its
 * messages. A message's status follows from the other side's marks.
 */
export interface ChatReceipts {
  investorDeliveredSeq: number;
  investorReadSeq: number;
  staffDeliveredSeq: number;
  staffReadSeq: number;
}

/** Sent, delivered or read, as seen from the side that wrote the message. */
export function messageStatus(
  author: ChatAuthor,
  seq: number,
  receipts: ChatReceipts,
): ChatMessageStatus {
  const [delivered, read] =
    author === 'investor'
      ? [receipts.staffDeliveredSeq, receipts.staffReadSeq]
      : [receipts.investorDeliveredSeq, receipts.investorReadSeq];
  if (seq <= read) return 'read';
  if (seq <= delivered) return 'delivered';
  return 'sent';
}

/** The consultant is emailed when offline, once per conversation per interval. */
export function shouldEmailAboutMessage(input: {
  recipientOnline: boolean;
  lastEmailedAt: Date | null;
  now: Date;
}): boolean {
  if (input.recipientOnline) return false;
  if (!input.lastEmailedAt) return true;
  return input.now.getTime() - input.lastEmailedAt.getTime() >= CHAT_EMAIL_INTERVAL_MS;
}

export type ReviewTimesResult =
  | { kind: 'ok'; times: Date[] }
  | { kind: 'invalid'; reason: 'none' | 'too_many' | 'past' | 'duplicate' };

/**
 * The times an investor proposes for a review: one to three, all in the future, none
 * repeated; returned in chronological order.
 */
export function validateProposedTimes(times: readonly Date[], now: Date): ReviewTimesResult {
  if (times.length === 0) return { kind: 'invalid', reason: 'none' };
  if (times.length > REVIEW_MAX_PROPOSED_TIMES) return { kind: 'invalid', reason: 'too_many' };
  if (times.some((time) => time.getTime() <= now.getTime())) {
    return { kind: 'invalid', reason: 'past' };
  }
  const unique = new Set(times.map((time) => time.getTime()));
  if (unique.size !== times.length) return { kind: 'invalid', reason: 'duplicate' };
  return { kind: 'ok', times: [...times].sort((a, b) => a.getTime() - b.getTime()) };
}

/** Whether a conversation has waited for an answer longer than the product's 24 hours. */
export function waitingTooLong(waitingSince: Date | null, now: Date): boolean {
  return (
    waitingSince !== null && now.getTime() - waitingSince.getTime() > CHAT_SLA_HOURS * 3_600_000
  );
}
