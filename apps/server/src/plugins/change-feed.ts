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
   * Tests call it between writing rows directly and asking the API; on PGlite it is immediate.
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

async function listenWithRetry(
  database: Database,
  feed: ChangeFeed,
  log: FastifyBaseLogger,
  isClosing: () => boolean,
): Promise<() => Promise<void>> {
  let stop: (() => Promise<void>) | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let delayMs = 1_000;

  const connect = async (): Promise<void> => {
    try {
      stop = await database.listen(CHANGES_CHANNEL, {
        onNotify: (payload) => feed.changed(payload),
        onLost: (error) => {
          log.warn({ err: error }, 'change feed lost; in-process caches are off until it is back');
          feed.setListening(false);
          stop = null;
          schedule();
        },
      });
      delayMs = 1_000;
      feed.setListening(true);
    } catch (error) {
      log.warn({ err: error }, 'change feed unavailable; in-process caches are off');
      schedule();
    }
  };
  const schedule = () => {
    if (isClosing() || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, delayMs);
    retryTimer.unref();
    delayMs = Math.min(delayMs * 2, RECONNECT_MAX_MS);
  };

  await connect();
  return async () => {
    if (retryTimer) clearTimeout(retryTimer);
    feed.setListening(false);
    await stop?.();
  };
}

export default fp(
  async (app) => {
    const feed = new ChangeFeed(async (payload) => {
      await app.database.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${payload})`);
    });
    app.decorate('changeFeed', feed);
    let closing = false;
    const stop = await listenWithRetry(app.database, feed, app.log, () => closing);
    app.addHook('onClose', async () => {
      closing = true;
      await stop();
    });
  },
  { name: 'change-feed' },
);
