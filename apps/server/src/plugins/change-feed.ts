import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { UserScopedCache, type UserScopedCacheOptions } from '../lib/user-scoped-cache.ts';

/** The channel migration 0010's triggers notify: a user id, or '*' for shared data. */
export const CHANGES_CHANNEL = 'algoone_changes';
const EVERYONE = '*';
const BARRIER = 'barrier:';
const SETTLE_TIMEOUT_MS = 5_000;
const HEARTBEAT_MS = 10_000;
const RECONNECT_MAX_MS = 30_000;

/**
 * Hears every committed change to the rows the in-process caches are built from, on this node
 * or any other, and drops what it makes stale. While it cannot hear (the LISTEN connection is
 * down) every cache it made is off: requests go to the database, as if there were no cache.
 */
export class ChangeFeed {
  private readonly caches: UserScopedCache<unknown>[] = [];
  private readonly barriers = new Map<string, () => void>();
  private listening = false;

  constructor(private readonly notify: (payload: string) => Promise<void>) {}

  get live(): boolean {
    return this.listening;
  }

  createCache<V>(options: Omit<UserScopedCacheOptions, 'isLive'>): UserScopedCache<V> {
    const cache = new UserScopedCache<V>({ ...options, isLive: () => this.listening });
    this.caches.push(cache as UserScopedCache<unknown>);
    return cache;
  }

  /** What changed for one user; '*' drops everything. Also called directly for local writes. */
  changed(userId: string): void {
    if (userId.startsWith(BARRIER)) {
      this.barriers.get(userId)?.();
      return;
    }
    for (const cache of this.caches) {
      if (userId === EVERYONE) cache.clear();
      else cache.invalidateUser(userId);
    }
  }

  /**
   * Resolves once every change committed before the call has been heard here. PostgreSQL
   * delivers notifications in commit order, so hearing our own barrier after them is enough.
   * The heartbeat uses it to prove the connection alive; tests, between writing rows directly
   * and asking the API. On PGlite it is immediate.
   */
  async settle(): Promise<void> {
    if (!this.listening) return;
    const barrier = BARRIER + randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<void>((resolve, reject) => {
      this.barriers.set(barrier, resolve);
      timer = setTimeout(() => reject(new Error('change feed did not settle')), SETTLE_TIMEOUT_MS);
    });
    heard.catch(() => undefined); // awaited below; this only keeps an early timeout handled
    try {
      await this.notify(barrier);
      await heard;
    } finally {
      clearTimeout(timer);
      this.barriers.delete(barrier);
    }
  }

  setListening(listening: boolean): void {
    // Whatever happened while deaf is unknown: start empty either way.
    for (const cache of this.caches) cache.clear();
    this.listening = listening;
    // Nothing is served from memory any more: whoever waits to settle need not wait.
    if (!listening) for (const release of this.barriers.values()) release();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    changeFeed: ChangeFeed;
  }
}

/**
 * Keeps the feed heard: listens, and on a lost or silent connection turns the caches off and
 * listens again (after 1 s, doubling to 30 s). A connection can die without an error (a NAT
 * timeout, a failover): every HEARTBEAT_MS a barrier must come back through it, or it is
 * treated as lost.
 */
class FeedListener {
  private stopListening: (() => Promise<void>) | null = null;
  private connecting: Promise<void> | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private heartbeatTimer: NodeJS.Timeout | null = null;
  private delayMs = 1_000;
  private closed = false;

  constructor(
    private readonly database: Database,
    private readonly feed: ChangeFeed,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    await this.connect();
    this.heartbeatTimer = setInterval(() => void this.heartbeat(), HEARTBEAT_MS);
    this.heartbeatTimer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    await this.connecting;
    this.feed.setListening(false);
    await this.release();
  }

  private connect(): Promise<void> {
    this.connecting = (async () => {
      try {
        const stop = await this.database.listen(CHANGES_CHANNEL, {
          onNotify: (payload) => this.feed.changed(payload),
          onLost: (error) => this.lost(error),
        });
        this.stopListening = stop;
        if (this.closed) return await this.release();
        this.delayMs = 1_000;
        this.feed.setListening(true);
      } catch (error) {
        this.log.warn({ err: error }, 'change feed unavailable; in-process caches are off');
        this.scheduleReconnect();
      } finally {
        this.connecting = null;
      }
    })();
    return this.connecting;
  }

  private lost(error: Error): void {
    this.log.warn({ err: error }, 'change feed lost; in-process caches are off until it is back');
    this.feed.setListening(false);
    void this.release();
    this.scheduleReconnect();
  }

  private async heartbeat(): Promise<void> {
    if (this.closed || !this.feed.live) return;
    try {
      await this.feed.settle();
    } catch (error) {
      if (this.feed.live) this.lost(error as Error);
    }
  }

  private async release(): Promise<void> {
    const stop = this.stopListening;
    this.stopListening = null;
    await stop?.().catch(() => undefined);
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connect();
    }, this.delayMs);
    this.retryTimer.unref();
    this.delayMs = Math.min(this.delayMs * 2, RECONNECT_MAX_MS);
  }
}

export default fp(
  async (app) => {
    const feed = new ChangeFeed(async (payload) => {
      await app.database.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${payload})`);
    });
    app.decorate('changeFeed', feed);
    const listener = new FeedListener(app.database, feed, app.log);
    await listener.start();
    app.addHook('onClose', () => listener.close());
  },
  { name: 'change-feed' },
);
