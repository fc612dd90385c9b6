/**
 * A small in-process cache whose entries each belong to one user, so that a change to that
 * user's rows drops all of them at once. Entries also end by age and never outlive the moment
 * their value stops being true (`validUntil`), and the oldest go first beyond `maxEntries`.
 *
 * It holds nothing another node needs: every value can be rebuilt from the database, and
 * {@link ChangeFeed} tells each node when to drop what (ADR 010).
 */
export interface UserScopedCacheOptions {
  ttlMs: number;
  maxEntries: number;
  /** While false, nothing is served or kept (the change feed is not being heard). */
  isLive?: () => boolean;
  /** Injected in tests. */
  now?: () => number;
}

/**
 * Taken before reading the database, handed back to `set`: a value read before an
 * invalidation of its user that landed while it was being computed is not kept.
 */
export type CacheStamp = number & { readonly __stamp: unique symbol };

/** What a loader read: the value, whose it is, and until when it is true (ms epoch). */
export interface Loaded<V> {
  userId: string;
  value: V;
  validUntil?: number;
}

interface Entry<V> {
  userId: string;
  value: V;
  expiresAt: number;
}

/** Beyond this many remembered invalidations, forget them all (and refuse reads in flight). */
const MAX_REMEMBERED_CHANGES = 100_000;

export class UserScopedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly keysByUser = new Map<string, Set<string>>();
  /** Loads in flight, so that concurrent misses on one key read the database once. */
  private readonly loading = new Map<
    string,
    { stamp: CacheStamp; promise: Promise<Loaded<V> | null> }
  >();
  private readonly now: () => number;
  private readonly isLive: () => boolean;
  /** Counts invalidations; a stamp is the count when a read began. */
  private generation = 0;
  /** The generation of each user's last invalidation, and of the last clear. */
  private readonly changedAt = new Map<string, number>();
  private clearedAt = 0;

  constructor(private readonly options: UserScopedCacheOptions) {
    this.now = options.now ?? Date.now;
    this.isLive = options.isLive ?? (() => true);
  }

  stamp(): CacheStamp {
    return this.generation as CacheStamp;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    if (!this.isLive()) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.remove(key, entry);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, userId: string, value: V, stamp: CacheStamp, validUntil = Infinity): void {
    if (!this.isLive() || stamp < this.clearedAt || stamp < (this.changedAt.get(userId) ?? 0)) {
      return;
    }
    const existing = this.entries.get(key);
    if (existing) this.remove(key, existing);
    const expiresAt = Math.min(this.now() + this.options.ttlMs, validUntil);
    if (expiresAt <= this.now()) return;
    this.entries.set(key, { userId, value, expiresAt });
    let keys = this.keysByUser.get(userId);
    if (!keys) this.keysByUser.set(userId, (keys = new Set()));
    keys.add(key);
    // Map keeps insertion order: the first key is the oldest entry.
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.remove(oldest, this.entries.get(oldest) as Entry<V>);
    }
  }

  /**
   * The cached value, or what `load()` reads (kept for next time unless its user changed
   * meanwhile). Concurrent callers for one key share a single load, unless something was
   * invalidated since it began: then they read afresh, so a write is never followed by an
   * answer read before it. A null load is not kept.
   */
  getOrLoad(key: string, load: () => Promise<Loaded<V>>): Promise<V>;
  getOrLoad(key: string, load: () => Promise<Loaded<V> | null>): Promise<V | null>;
  async getOrLoad(key: string, load: () => Promise<Loaded<V> | null>): Promise<V | null> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const inFlight = this.loading.get(key);
    if (inFlight && inFlight.stamp === this.stamp()) return (await inFlight.promise)?.value ?? null;

    const flight = { stamp: this.stamp(), promise: load() };
    this.loading.set(key, flight);
    try {
      const loaded = await flight.promise;
      if (loaded) this.set(key, loaded.userId, loaded.value, flight.stamp, loaded.validUntil);
      return loaded?.value ?? null;
    } finally {
      if (this.loading.get(key) === flight) this.loading.delete(key);
    }
  }

  invalidateUser(userId: string): void {
    this.generation += 1;
    if (this.changedAt.size >= MAX_REMEMBERED_CHANGES) this.forgetChanges();
    this.changedAt.set(userId, this.generation);
    const keys = this.keysByUser.get(userId);
    if (!keys) return;
    for (const key of keys) this.entries.delete(key);
    this.keysByUser.delete(userId);
  }

  clear(): void {
    this.generation += 1;
    this.forgetChanges();
    this.entries.clear();
    this.keysByUser.clear();
  }

  private forgetChanges(): void {
    this.changedAt.clear();
    this.clearedAt = this.generation;
  }

  private remove(key: string, entry: Entry<V>): void {
    this.entries.delete(key);
    const keys = this.keysByUser.get(entry.userId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysByUser.delete(entry.userId);
  }
}
