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
 * invalidation that landed while it was being computed is not kept.
 */
export type CacheStamp = number & { readonly __stamp: unique symbol };

interface Entry<V> {
  userId: string;
  value: V;
  expiresAt: number;
}

export class UserScopedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly keysByUser = new Map<string, Set<string>>();
  private readonly now: () => number;
  private readonly isLive: () => boolean;
  private generation = 0;

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
    if (stamp !== this.generation || !this.isLive()) return;
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

  /** The cached value, or `load()`'s, kept for next time unless invalidated meanwhile. */
  async getOrLoad(key: string, userId: string, load: () => Promise<V>): Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const stamp = this.stamp();
    const value = await load();
    this.set(key, userId, value, stamp);
    return value;
  }

  invalidateUser(userId: string): void {
    this.generation += 1;
    const keys = this.keysByUser.get(userId);
    if (!keys) return;
    for (const key of keys) this.entries.delete(key);
    this.keysByUser.delete(userId);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.keysByUser.clear();
  }

  private remove(key: string, entry: Entry<V>): void {
    this.entries.delete(key);
    const keys = this.keysByUser.get(entry.userId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysByUser.delete(entry.userId);
  }
}
