/**
 * Values that are expensive to compute and may be a little old: each key's value is computed
 * at most once per `maxAgeMs` on this node, and callers that miss at the same time share one
 * computation. A failed computation is not kept. Used for the admin figures and the cashback
 * totals (ADR 024): aggregates over every investor, which staff read many times a minute.
 */
export class RecentValues<V> {
  private readonly entries = new Map<string, { value: V; computedAt: number }>();
  private readonly computing = new Map<string, Promise<{ value: V; computedAt: number }>>();
  /** Bumped by `clear`: a computation begun before it is answered but not kept. */
  private generation = 0;

  constructor(
    private readonly options: { maxAgeMs: number; maxEntries: number; now?: () => number },
  ) {}

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** The value for `key` and when it was computed (ms epoch), from `compute` when too old. */
  async get(key: string, compute: () => Promise<V>): Promise<{ value: V; computedAt: number }> {
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.computedAt < this.options.maxAgeMs) return entry;
    const running = this.computing.get(key);
    if (running) return running;
    const computedAt = this.now();
    const generation = this.generation;
    const promise = compute()
      .then((value) => {
        const fresh = { value, computedAt };
        if (generation !== this.generation) return fresh;
        this.entries.delete(key);
        this.entries.set(key, fresh);
        // Oldest first: a Map keeps insertion order.
        while (this.entries.size > this.options.maxEntries) {
          const oldest = this.entries.keys().next().value;
          if (oldest === undefined) break;
          this.entries.delete(oldest);
        }
        return fresh;
      })
      .finally(() => {
        if (this.computing.get(key) === promise) this.computing.delete(key);
      });
    this.computing.set(key, promise);
    return promise;
  }

  /**
   * Forgets every value, after a change the person who made it expects to see: computations
   * already running (they may have read the rows before the change) are not kept or shared.
   */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.computing.clear();
  }
}
