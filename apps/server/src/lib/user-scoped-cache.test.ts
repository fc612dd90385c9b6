import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { UserScopedCache } from './user-scoped-cache.ts';

function cacheAt(start = 0, options: { ttlMs?: number; maxEntries?: number } = {}) {
  const clock = { now: start };
  let live = true;
  const cache = new UserScopedCache<string>({
    ttlMs: options.ttlMs ?? 1_000,
    maxEntries: options.maxEntries ?? 100,
    now: () => clock.now,
    isLive: () => live,
  });
  return { cache, clock, setLive: (value: boolean) => (live = value) };
}

describe('UserScopedCache', () => {
  it('serves a value until its age reaches the TTL', () => {
    const { cache, clock } = cacheAt();
    cache.set('k', 'ana', 'v1', cache.stamp());
    clock.now = 999;
    expect(cache.get('k')).toBe('v1');
    clock.now = 1_000;
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never serves a value past the moment it stops being true', () => {
    const { cache, clock } = cacheAt();
    cache.set('k', 'ana', 'v1', cache.stamp(), 300);
    clock.now = 299;
    expect(cache.get('k')).toBe('v1');
    clock.now = 300;
    expect(cache.get('k')).toBeUndefined();
    cache.set('late', 'ana', 'v', cache.stamp(), 100);
    expect(cache.get('late')).toBeUndefined();
  });

  it("drops every entry of one user, and only that user's", () => {
    const { cache } = cacheAt();
    const stamp = cache.stamp();
    cache.set('a1', 'ana', 'x', stamp);
    cache.set('a2', 'ana', 'y', stamp);
    cache.set('b1', 'bia', 'z', stamp);
    cache.invalidateUser('ana');
    expect(cache.get('a1')).toBeUndefined();
    expect(cache.get('a2')).toBeUndefined();
    expect(cache.get('b1')).toBe('z');
  });

  it("does not keep a value read before its user's change that landed meanwhile", async () => {
    const { cache } = cacheAt();
    const loaded = await cache.getOrLoad('k', async () => {
      // A change to this user's rows arrives while they are being read.
      cache.invalidateUser('ana');
      return { userId: 'ana', value: 'read before the change' };
    });
    expect(loaded).toBe('read before the change');
    expect(cache.get('k')).toBeUndefined();

    // A change to someone else's rows does not matter.
    await cache.getOrLoad('k', async () => {
      cache.invalidateUser('bia');
      return { userId: 'ana', value: 'fresh' };
    });
    expect(cache.get('k')).toBe('fresh');
  });

  it('reads once for concurrent misses, but afresh after a change', async () => {
    const { cache } = cacheAt();
    let loads = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const load = async () => {
      const id = (loads += 1);
      await gate;
      return { userId: 'ana', value: `v${id}` };
    };
    const first = cache.getOrLoad('k', load);
    const second = cache.getOrLoad('k', load);
    expect(loads).toBe(1);
    // A write lands: whoever asks now must not get what was read before it.
    cache.invalidateUser('ana');
    const third = cache.getOrLoad('k', load);
    expect(loads).toBe(2);
    release();
    expect(await Promise.all([first, second, third])).toEqual(['v1', 'v1', 'v2']);
    // Only the read that began after the change is kept.
    expect(cache.get('k')).toBe('v2');
  });

  it('keeps no null answer', async () => {
    const { cache } = cacheAt();
    expect(await cache.getOrLoad('k', async () => null)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('serves and keeps nothing while the change feed is not heard', () => {
    const { cache, setLive } = cacheAt();
    cache.set('k', 'ana', 'v', cache.stamp());
    setLive(false);
    expect(cache.get('k')).toBeUndefined();
    cache.set('k2', 'ana', 'v', cache.stamp());
    setLive(true);
    expect(cache.get('k2')).toBeUndefined();
  });

  it('lets the oldest entries go beyond maxEntries', () => {
    const { cache } = cacheAt(0, { maxEntries: 2 });
    const stamp = cache.stamp();
    cache.set('1', 'ana', 'a', stamp);
    cache.set('2', 'bia', 'b', stamp);
    cache.set('3', 'ana', 'c', stamp);
    expect(cache.size).toBe(2);
    expect(cache.get('1')).toBeUndefined();
    expect(cache.get('2')).toBe('b');
    cache.invalidateUser('ana');
    expect(cache.get('3')).toBeUndefined();
    expect(cache.get('2')).toBe('b');
  });

  // The model: a value is served only if it was the last one stored under its key, after the
  // last invalidation of its user and the last clear, and younger than the TTL.
  it('never serves what the model says is stale (property)', () => {
    const users = ['ana', 'bia', 'caio'];
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('set' as const),
        key: fc.integer({ min: 0, max: 5 }),
        user: fc.constantFrom(...users),
        value: fc.integer(),
      }),
      fc.record({ kind: fc.constant('get' as const), key: fc.integer({ min: 0, max: 5 }) }),
      fc.record({ kind: fc.constant('invalidate' as const), user: fc.constantFrom(...users) }),
      fc.record({ kind: fc.constant('clear' as const) }),
      fc.record({ kind: fc.constant('tick' as const), ms: fc.integer({ min: 0, max: 600 }) }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        const { cache, clock } = cacheAt(0, { ttlMs: 1_000, maxEntries: 4 });
        const model = new Map<string, { user: string; value: string; at: number }>();
        for (const step of ops) {
          if (step.kind === 'set') {
            const key = String(step.key);
            cache.set(key, step.user, String(step.value), cache.stamp());
            model.set(key, { user: step.user, value: String(step.value), at: clock.now });
          } else if (step.kind === 'get') {
            const key = String(step.key);
            const got = cache.get(key);
            const expected = model.get(key);
            if (got !== undefined) {
              expect(expected?.value).toBe(got);
              expect(clock.now - (expected?.at ?? -Infinity)).toBeLessThan(1_000);
            }
          } else if (step.kind === 'invalidate') {
            cache.invalidateUser(step.user);
            for (const [key, entry] of model) if (entry.user === step.user) model.delete(key);
          } else if (step.kind === 'clear') {
            cache.clear();
            model.clear();
          } else {
            clock.now += step.ms;
          }
          expect(cache.size).toBeLessThanOrEqual(4);
        }
      }),
    );
  });
});
