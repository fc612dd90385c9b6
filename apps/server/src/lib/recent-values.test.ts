import { describe, expect, it } from 'vitest';
import { RecentValues } from './recent-values.ts';

describe('RecentValues', () => {
  it('computes once per max age, then again', async () => {
    let clock = 1_000;
    let computed = 0;
    const values = new RecentValues<number>({ maxAgeMs: 60_000, maxEntries: 10, now: () => clock });
    const compute = async () => ++computed;
    expect(await values.get('a', compute)).toEqual({ value: 1, computedAt: 1_000 });
    clock += 59_999;
    expect((await values.get('a', compute)).value).toBe(1);
    clock += 1;
    expect(await values.get('a', compute)).toEqual({ value: 2, computedAt: 61_000 });
    expect((await values.get('b', compute)).value).toBe(3);
  });

  it('shares one computation between callers that miss together', async () => {
    let computed = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const values = new RecentValues<number>({ maxAgeMs: 1_000, maxEntries: 10 });
    const compute = async () => {
      computed += 1;
      await gate;
      return 42;
    };
    const both = Promise.all([values.get('k', compute), values.get('k', compute)]);
    release();
    expect((await both).map((r) => r.value)).toEqual([42, 42]);
    expect(computed).toBe(1);
  });

  it('keeps no failure and drops the oldest beyond maxEntries', async () => {
    let computed = 0;
    const values = new RecentValues<string>({ maxAgeMs: 60_000, maxEntries: 2 });
    await expect(values.get('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await values.get('x', async () => 'up')).value).toBe('up');
    const count = async () => `v${++computed}`;
    await values.get('y', count);
    await values.get('z', count);
    // 'x' was the oldest: computed again.
    expect((await values.get('x', async () => 'again')).value).toBe('again');
    values.clear();
    expect((await values.get('y', count)).value).toBe('v3');
  });
});

describe('RecentValues.clear', () => {
  it('keeps nothing a computation begun before it read, and shares it with no one after', async () => {
    let release: (value: string) => void = () => undefined;
    const values = new RecentValues<string>({ maxAgeMs: 60_000, maxEntries: 10 });
    const before = values.get('totals', () => new Promise<string>((r) => (release = r)));
    values.clear();
    const after = values.get('totals', async () => 'after-credit');
    release('before-credit');
    expect((await before).value).toBe('before-credit');
    expect((await after).value).toBe('after-credit');
    expect((await values.get('totals', async () => 'again')).value).toBe('after-credit');
  });
});
