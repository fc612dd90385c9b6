import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { CHAT_MESSAGES, ERROR_CODES, type TChatMessage } from '@algoone/contracts';
import type { Database } from '../../db/client.ts';
import { chatConversations, chatPresence } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  CHAT_CHANNEL,
  notifyChat,
  readMessages,
  receiptsOf,
  type ConversationRow,
} from './chat-store.ts';
import { streamsToEnd, type StreamGrant } from './stream-access.ts';

export type Side = 'investor' | 'staff';

/** Open event streams one person may hold on one node (tabs, devices). */
export const MAX_STREAMS_PER_USER = 6;
/** A comment on every stream so proxies keep idle ones open; also when access is checked again. */
export const DEFAULT_HEARTBEAT_MS = 25_000;
const PRESENCE_REFRESH_MS = 30_000;
const RECONNECT_MAX_MS = 30_000;

interface Stream extends StreamGrant {
  res: ServerResponse;
}

interface ConversationStream extends Stream {
  conversation: { id: string; side: Side };
  /** The last seq this stream has sent: the next pull sends only what follows. */
  cursor: number;
}

type InboxStream = Stream;

/**
 * Writes to a stream that may have just been ended (closed on purpose, its 'close' not yet
 * emitted): a write after end() would raise an error nobody listens for any more.
 */
function send(stream: Stream, data: string): void {
  if (!stream.res.writableEnded && !stream.res.destroyed) stream.res.write(data);
}

function frame(event: string, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * This node's live chat: the event streams open here, fed by PostgreSQL notifications from
 * every node (docs/decisions/016-chat-live-delivery.md). A notification only says which
 * conversation changed; each stream then reads what follows its own cursor, so a stream sends
 * every message once, in order, whether it came live, after a reconnection of the browser
 * (Last-Event-ID) or after this node lost and regained its LISTEN connection.
 */
export class ChatHub {
  readonly nodeId = randomUUID();
  private readonly conversations = new Map<string, Set<ConversationStream>>();
  private readonly inbox = new Set<InboxStream>();
  private readonly perUser = new Map<string, number>();
  /** Pulls of one conversation run one after another, so cursors never race. */
  private readonly chains = new Map<string, Promise<void>>();
  private stopListening: (() => Promise<void>) | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private heartbeatTimer: NodeJS.Timeout | null = null;
  private presenceTimer: NodeJS.Timeout | null = null;
  /** Presence writes of each person here, one after another (see syncPresence). */
  private readonly presenceChains = new Map<string, Promise<void>>();
  private checking: Promise<void> | null = null;
  private delayMs = 1_000;
  private closed = false;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly heartbeatMs = DEFAULT_HEARTBEAT_MS,
  ) {}

  async start(): Promise<void> {
    await this.listen();
    this.heartbeatTimer = setInterval(() => void this.heartbeat(), this.heartbeatMs);
    this.heartbeatTimer.unref();
    this.presenceTimer = setInterval(() => void this.refreshPresence(), PRESENCE_REFRESH_MS);
    this.presenceTimer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of [this.retryTimer, this.heartbeatTimer, this.presenceTimer]) {
      if (timer) clearTimeout(timer);
    }
    for (const s of this.allStreams()) s.res.end();
    await Promise.allSettled([
      ...this.chains.values(),
      ...this.presenceChains.values(),
      this.checking,
    ]);
    await this.stopListening?.().catch(() => undefined);
    await this.database.db
      .delete(chatPresence)
      .where(eq(chatPresence.nodeId, this.nodeId))
      .catch(() => undefined);
  }

  /** Refuses a new stream beyond the per-person limit (429). */
  reserve(userId: string): void {
    if ((this.perUser.get(userId) ?? 0) >= MAX_STREAMS_PER_USER) {
      throw new AppError(429, ERROR_CODES.rateLimited, CHAT_MESSAGES.tooManyStreams);
    }
  }

  /**
   * Opens a conversation's stream after `cursor`, sending what the browser lacks first. It lives
   * as long as the session it was opened with and the access it was opened for.
   */
  async openConversation(
    conversationId: string,
    stream: {
      userId: string;
      sessionId: string;
      side: Side;
      cursor: number;
      res: ServerResponse;
    },
  ): Promise<void> {
    const { side, ...rest } = stream;
    const entry: ConversationStream = {
      ...rest,
      conversation: { id: conversationId, side },
      admin: false,
    };
    let set = this.conversations.get(conversationId);
    if (!set) this.conversations.set(conversationId, (set = new Set()));
    set.add(entry);
    await this.track(entry, () => {
      set.delete(entry);
      if (set.size === 0) this.conversations.delete(conversationId);
    });
    await this.pull(conversationId);
    await this.sendReceipts(conversationId);
  }

  async openInbox(stream: {
    userId: string;
    sessionId: string;
    admin: boolean;
    res: ServerResponse;
  }): Promise<void> {
    const entry: InboxStream = { ...stream, conversation: null };
    this.inbox.add(entry);
    await this.track(entry, () => this.inbox.delete(entry));
  }

  /** How many streams are open here (the benchmark and tests read it). */
  get openStreams(): number {
    let count = this.inbox.size;
    for (const set of this.conversations.values()) count += set.size;
    return count;
  }

  private async track(entry: Stream, remove: () => void): Promise<void> {
    const count = (this.perUser.get(entry.userId) ?? 0) + 1;
    this.perUser.set(entry.userId, count);
    entry.res.on('close', () => {
      remove();
      const left = (this.perUser.get(entry.userId) ?? 1) - 1;
      if (left > 0) this.perUser.set(entry.userId, left);
      else {
        this.perUser.delete(entry.userId);
        // Present no longer: a consultant whose last stream ended gets the new-message emails.
        void this.syncPresence(entry.userId);
      }
    });
    if (count === 1) await this.syncPresence(entry.userId);
  }

  /**
   * Makes this node's presence row of a person say what their streams here say now: present
   * while one is open, absent once the last has ended. One write after another per person, each
   * reading the streams when it runs, so a slow insert never outlives the end of the stream that
   * asked for it.
   */
  private syncPresence(userId: string): Promise<void> {
    const previous = this.presenceChains.get(userId) ?? Promise.resolve();
    const next = previous
      .then(async () => {
        if (this.perUser.has(userId) && !this.closed) {
          await this.database.db
            .insert(chatPresence)
            .values({ userId, nodeId: this.nodeId })
            .onConflictDoUpdate({
              target: [chatPresence.userId, chatPresence.nodeId],
              set: { seenAt: sql`now()` },
            });
        } else {
          await this.database.db
            .delete(chatPresence)
            .where(and(eq(chatPresence.userId, userId), eq(chatPresence.nodeId, this.nodeId)));
        }
      })
      .catch((error: unknown) => this.log.warn({ err: error }, 'chat presence not updated'));
    this.presenceChains.set(userId, next);
    void next.finally(() => {
      if (this.presenceChains.get(userId) === next) this.presenceChains.delete(userId);
    });
    return next;
  }

  private async refreshPresence(): Promise<void> {
    const userIds = [...this.perUser.keys()];
    if (userIds.length === 0 || this.closed) return;
    await this.database.db
      .insert(chatPresence)
      .values(userIds.map((userId) => ({ userId, nodeId: this.nodeId })))
      .onConflictDoUpdate({
        target: [chatPresence.userId, chatPresence.nodeId],
        set: { seenAt: sql`now()` },
      })
      .catch((error: unknown) => this.log.warn({ err: error }, 'chat presence not refreshed'));
    // Whoever's last stream ended while this ran may have got their row back from it.
    for (const userId of userIds) if (!this.perUser.has(userId)) void this.syncPresence(userId);
  }

  /**
   * Every beat: a comment on each stream (proxies close idle ones), then each stream's session,
   * person and access checked again, so none outlives them even when no notification said so
   * (a session expired or deleted directly, a notification lost with a connection).
   */
  async heartbeat(): Promise<void> {
    for (const s of this.allStreams()) send(s, ': ping\n\n');
    // A database slower than the beat: the next beat checks, rather than a queue of checks.
    if (this.checking) return;
    await this.check(this.allStreams());
  }

  private allStreams(): Stream[] {
    const all: Stream[] = [...this.inbox];
    for (const set of this.conversations.values()) all.push(...set);
    return all;
  }

  /** Ends the streams among these that lost their session or access; one check at a time. */
  private check(streams: readonly Stream[]): Promise<void> {
    const work = async () => {
      const open = streams.filter((s) => !s.res.writableEnded && !s.res.destroyed);
      for (const s of await streamsToEnd(this.database.db, open)) s.res.end();
    };
    const next = (this.checking ?? Promise.resolve())
      .then(work)
      .catch((error: unknown) => this.log.warn({ err: error }, 'chat streams not checked'));
    this.checking = next;
    void next.finally(() => {
      if (this.checking === next) this.checking = null;
    });
    return next;
  }

  private onNotify(payload: string): void {
    const [type, first, second, third] = payload.split('|');
    if (type === 'a') {
      return this.accessChanged({
        userId: first || null,
        conversationId: second || null,
        sessionId: third || null,
      });
    }
    const conversationId = first;
    const consultantId = second;
    if (!conversationId) return;
    if (type === 'm') void this.pull(conversationId);
    else if (type === 'r') void this.sendReceipts(conversationId);
    else if (type === 'c') this.sendChanged(conversationId);
    this.tellInbox(conversationId, consultantId ?? '');
  }

  /**
   * `a|…` (chat-store.ts): ends a person's streams here (of one conversation, or opened with one
   * session, when given); without a person, checks every stream of the conversation again. Their
   * 'close' handlers forget them.
   */
  private accessChanged(target: {
    userId: string | null;
    conversationId: string | null;
    sessionId: string | null;
  }): void {
    const { userId, conversationId, sessionId } = target;
    const scope = conversationId
      ? [...(this.conversations.get(conversationId) ?? [])]
      : this.allStreams();
    if (!userId) {
      if (conversationId) void this.check(scope);
      return;
    }
    for (const s of scope) {
      if (s.userId === userId && (!sessionId || s.sessionId === sessionId)) s.res.end();
    }
  }

  private tellInbox(conversationId: string, consultantId: string): void {
    const data = frame('changed', { conversationId });
    for (const s of this.inbox) {
      if (s.admin || consultantId === '' || s.userId === consultantId) send(s, data);
    }
  }

  private sendChanged(conversationId: string): void {
    const data = frame('changed', { conversationId });
    for (const s of this.conversations.get(conversationId) ?? []) send(s, data);
  }

  private chain(conversationId: string, work: () => Promise<void>): Promise<void> {
    const previous = this.chains.get(conversationId) ?? Promise.resolve();
    const next = previous.then(work).catch((error: unknown) => {
      this.log.warn({ err: error, conversationId }, 'chat delivery failed');
    });
    this.chains.set(conversationId, next);
    void next.finally(() => {
      if (this.chains.get(conversationId) === next) this.chains.delete(conversationId);
    });
    return next;
  }

  /**
   * Sends each stream of the conversation what follows its cursor: one read for all of them,
   * then the delivered marks of the side that received, in one statement per side.
   */
  private pull(conversationId: string): Promise<void> {
    return this.chain(conversationId, async () => {
      const streams = [...(this.conversations.get(conversationId) ?? [])];
      if (streams.length === 0) return;
      const after = Math.min(...streams.map((s) => s.cursor));
      let messages: TChatMessage[];
      do {
        messages = await readMessages(this.database.db, conversationId, { after, limit: 500 });
        const delivered: Record<Side, number> = { investor: 0, staff: 0 };
        for (const stream of streams) {
          for (const message of messages) {
            if (message.seq <= stream.cursor) continue;
            send(stream, frame('message', message, message.seq));
            stream.cursor = message.seq;
            const { side } = stream.conversation;
            const fromOtherSide = (message.author === 'investor') !== (side === 'investor');
            if (fromOtherSide) delivered[side] = Math.max(delivered[side], message.seq);
          }
        }
        await this.markDelivered(conversationId, delivered);
      } while (messages.length === 500 && this.conversations.has(conversationId));
    });
  }

  private async markDelivered(conversationId: string, upTo: Record<Side, number>): Promise<void> {
    for (const side of ['investor', 'staff'] as const) {
      if (upTo[side] === 0) continue;
      const column =
        side === 'investor'
          ? chatConversations.investorDeliveredSeq
          : chatConversations.staffDeliveredSeq;
      await this.database.db.transaction(async (tx) => {
        const updated = await tx
          .update(chatConversations)
          .set(
            side === 'investor'
              ? { investorDeliveredSeq: upTo[side] }
              : { staffDeliveredSeq: upTo[side] },
          )
          .where(and(eq(chatConversations.id, conversationId), sql`${column} < ${upTo[side]}`))
          .returning({ id: chatConversations.id });
        if (updated.length > 0) await notifyChat(tx, 'r', conversationId, null);
      });
    }
  }

  private sendReceipts(conversationId: string): Promise<void> {
    return this.chain(conversationId, async () => {
      const streams = this.conversations.get(conversationId);
      if (!streams || streams.size === 0) return;
      const [row] = await this.database.db
        .select()
        .from(chatConversations)
        .where(eq(chatConversations.id, conversationId));
      if (!row) return;
      const data = frame('receipts', receiptsOf(row as ConversationRow));
      for (const s of streams) send(s, data);
    });
  }

  private async listen(): Promise<void> {
    try {
      this.stopListening = await this.database.listen(CHAT_CHANNEL, {
        onNotify: (payload) => this.onNotify(payload),
        onLost: (error) => this.lost(error),
      });
      this.delayMs = 1_000;
    } catch (error) {
      this.log.warn({ err: error }, 'chat notifications unavailable; retrying');
      this.scheduleReconnect();
    }
  }

  private lost(error: Error): void {
    this.log.warn({ err: error }, 'chat notifications lost; reconnecting');
    this.stopListening = null;
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.listen().then(() => {
        // Whatever was written while deaf: every open conversation reads past its cursor.
        if (!this.stopListening) return;
        for (const id of this.conversations.keys()) {
          void this.pull(id);
          void this.sendReceipts(id);
          this.tellInbox(id, '');
        }
      });
    }, this.delayMs);
    this.retryTimer.unref();
    this.delayMs = Math.min(this.delayMs * 2, RECONNECT_MAX_MS);
  }
}
