import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExpiringCache, expiringCachePer } from './expiring-cache';

describe('ExpiringCache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers a kept value until it expires, then loads it again', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 1_000_000 });
    const cache = new ExpiringCache<number>(60_000, 10);
    const load = vi.fn(async () => load.mock.calls.length);
    expect(await cache.get('a', load)).toBe(1);
    vi.setSystemTime(1_059_999);
    expect(await cache.get('a', load)).toBe(1);
    vi.setSystemTime(1_060_000);
    expect(await cache.get('a', load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('serves but does not keep a value whose load began before a clear (it may predate the change)', async () => {
    const cache = new ExpiringCache<string>(60_000, 10);
    let finish!: (v: string) => void;
    const loading = cache.get('a', () => new Promise<string>((r) => (finish = r)));
    cache.clear();
    finish('old');
    expect(await loading).toBe('old');
    expect(await cache.get('a', async () => 'new')).toBe('new');
    expect(await cache.get('a', async () => 'newer')).toBe('new');
  });

  it('makes one load for a burst of misses of a key; a later get after a drop does not wait for it', async () => {
    const cache = new ExpiringCache<string>(60_000, 10);
    let finish!: (v: string) => void;
    const load = vi.fn(() => new Promise<string>((r) => (finish = r)));
    const burst = [cache.get('a', load), cache.get('a', load), cache.get('a', load)];
    expect(load).toHaveBeenCalledTimes(1);
    finish('one');
    expect(await Promise.all(burst)).toEqual(['one', 'one', 'one']);

    cache.clear();
    const before = cache.get('a', () => new Promise<string>((r) => (finish = r)));
    cache.clear();
    const after = cache.get('a', async () => 'fresh');
    finish('stale');
    expect([await before, await after]).toEqual(['stale', 'fresh']);
    expect(await cache.get('a', async () => 'newer')).toBe('fresh');
  });

  it('a waiter whose keep refuses the shared value loads its own', async () => {
    const cache = new ExpiringCache<number>(60_000, 10);
    let finish!: (v: number) => void;
    const first = cache.get('a', () => new Promise<number>((r) => (finish = r)));
    const second = cache.get('a', async () => 2, (v) => v > 0);
    finish(-1);
    expect([await first, await second]).toEqual([-1, 2]);
  });

  it('drops the keys of the groups asked for, and no other; a load of such a key under way is served, not kept', async () => {
    const groupsOf = (key: string) => [key.split('/')[1]!, key];
    const cache = new ExpiringCache<string>(60_000, 10, { groupsOf });
    for (const key of ['/stories', '/stories/4', '/blog/a']) await cache.get(key, async () => `${key} old`);
    let finish!: (v: string) => void;
    const loading = cache.get('/stories/5', () => new Promise<string>((r) => (finish = r)));
    cache.dropGroups(['stories']);
    finish('/stories/5 old');
    expect(await loading).toBe('/stories/5 old');
    expect(await cache.get('/blog/a', async () => 'new')).toBe('/blog/a old');
    for (const key of ['/stories', '/stories/4', '/stories/5']) expect(await cache.get(key, async () => 'new')).toBe('new');
    // A key's own group drops it alone.
    cache.dropGroups(['/stories/4']);
    expect(await cache.get('/stories', async () => 'newer')).toBe('new');
    expect(await cache.get('/stories/4', async () => 'newer')).toBe('newer');
  });

  it('a key pushed out by the bounds leaves its groups', async () => {
    const cache = new ExpiringCache<string>(60_000, 1, { groupsOf: (key) => ['all', key] });
    cache.set('a', 'a');
    cache.set('b', 'b');
    expect(cache.peek('a')).toBeUndefined();
    cache.set('a', 'a2');
    // 'b' went when 'a' came back; dropping 'all' now drops 'a' alone, and 'b' is not found in it.
    cache.dropGroups(['all']);
    expect([cache.peek('a'), cache.peek('b'), cache.size]).toEqual([undefined, undefined, 0]);
  });

  it('keeps at most maxEntries, dropping the one loaded longest ago', async () => {
    const cache = new ExpiringCache<string>(60_000, 2);
    const load = (v: string) => vi.fn(async () => v);
    await cache.get('a', load('a1'));
    await cache.get('b', load('b1'));
    await cache.get('c', load('c1'));
    expect(await cache.get('b', load('b2'))).toBe('b1');
    expect(await cache.get('c', load('c2'))).toBe('c1');
    expect(await cache.get('a', load('a2'))).toBe('a2');
    // Loading a made room by dropping b, the oldest.
    expect(await cache.get('b', load('b3'))).toBe('b3');
  });

  it('keeps at most the weight bound in all, dropping the oldest first; one heavier than the bound is served, not kept', async () => {
    const cache = new ExpiringCache<string>(60_000, 100, { weight: { weigh: (v) => v.length, max: 10 } });
    cache.set('a', 'aaaa');
    cache.set('b', 'bbbb');
    expect(cache.weightKept).toBe(8);
    // Replacing a value counts its new weight only.
    cache.set('b', 'bb');
    expect(cache.weightKept).toBe(6);
    // 6 + 5 > 10: a, the oldest, goes.
    cache.set('c', 'ccccc');
    expect([cache.peek('a'), cache.peek('b'), cache.peek('c')]).toEqual([undefined, 'bb', 'ccccc']);
    expect(cache.weightKept).toBe(7);
    expect(await cache.get('d', async () => 'd'.repeat(11))).toBe('d'.repeat(11));
    expect(cache.peek('d')).toBeUndefined();
    expect([cache.peek('b'), cache.peek('c')]).toEqual(['bb', 'ccccc']);
    // A drop gives its weight back.
    cache.clear();
    expect(cache.weightKept).toBe(0);
    cache.set('c', 'ccccc');
    expect(cache.weightKept).toBe(5);
  });

  it('keeps nothing when the load fails', async () => {
    const cache = new ExpiringCache<number>(60_000, 10);
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 7)).toBe(7);
  });

  it('keeps only what keep accepts, and forgets everything on clear', async () => {
    const cache = new ExpiringCache<number>(60_000, 10);
    const positive = (v: number) => v > 0;
    expect(await cache.get('a', async () => -1, positive)).toBe(-1);
    expect(await cache.get('a', async () => 5, positive)).toBe(5);
    expect(await cache.get('a', async () => 6, positive)).toBe(5);
    cache.clear();
    expect(await cache.get('a', async () => 7, positive)).toBe(7);
  });

  it('peeks at a kept value without loading, and keeps a set value like a loaded one', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 1_000_000 });
    const cache = new ExpiringCache<number>(60_000, 2);
    expect(cache.peek('a')).toBeUndefined();
    cache.set('a', 1);
    expect(cache.peek('a')).toBe(1);
    // A set replaces the kept value and starts its time again.
    vi.setSystemTime(1_050_000);
    cache.set('a', 2);
    vi.setSystemTime(1_100_000);
    expect(cache.peek('a')).toBe(2);
    expect(await cache.get('a', async () => 9)).toBe(2);
    vi.setSystemTime(1_110_000);
    expect(cache.peek('a')).toBeUndefined();
    // Set values count against maxEntries too.
    cache.set('b', 3);
    cache.set('c', 4);
    cache.set('d', 5);
    expect(cache.peek('b')).toBeUndefined();
    expect([cache.peek('c'), cache.peek('d')]).toEqual([4, 5]);
  });

  it('keeps one cache per owner', async () => {
    const cacheOf = expiringCachePer<object, number>(60_000, 10);
    const one = {};
    const two = {};
    expect(cacheOf(one)).toBe(cacheOf(one));
    await cacheOf(one).get('k', async () => 1);
    expect(await cacheOf(two).get('k', async () => 2)).toBe(2);
    expect(await cacheOf(one).get('k', async () => 3)).toBe(1);
  });
});
