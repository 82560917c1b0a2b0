import { describe, expect, it } from 'vitest';
import { HotCache } from './hot-cache';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('HotCache', () => {
  it('loads once for concurrent misses and answers from memory while fresh', async () => {
    let now = 0;
    const cache = new HotCache<string>({ maxAgeMs: 1000, now: () => now });
    let loads = 0;
    const load = async () => `v${++loads}`;
    const [a, b] = await Promise.all([cache.get('r1', 'k', load), cache.get('r1', 'k', load)]);
    expect([a, b, loads]).toEqual(['v1', 'v1', 1]);
    now = 999;
    expect(cache.get('r1', 'k', load)).toBe('v1');
    now = 1000;
    expect(await cache.get('r1', 'k', load)).toBe('v2');
  });

  it('peeks at a fresh value only: nothing while loading, nothing expired or invalidated', async () => {
    let now = 0;
    const cache = new HotCache<string>({ maxAgeMs: 10, now: () => now });
    const load = deferred<string>();
    const got = cache.get('r1', 'k', () => load.promise);
    expect(cache.peek('r1', 'k')).toBeUndefined();
    load.resolve('v1');
    await got;
    expect([cache.peek('r1', 'k'), cache.peek('r1', 'other'), cache.peek('r2', 'k')]).toEqual([
      'v1',
      undefined,
      undefined,
    ]);
    now = 10;
    expect(cache.peek('r1', 'k')).toBeUndefined();
    now = 0;
    cache.invalidate('r1');
    expect(cache.peek('r1', 'k')).toBeUndefined();
  });

  it('hands the expired value to the loader, and nothing once invalidated', async () => {
    let now = 0;
    const cache = new HotCache<string>({ maxAgeMs: 10, now: () => now });
    await cache.get('r1', 'k', async () => 'first');
    now = 20;
    const seen: (string | undefined)[] = [];
    await cache.get('r1', 'k', async (stale) => {
      seen.push(stale);
      return 'second';
    });
    cache.invalidate('r1');
    await cache.get('r1', 'k', async (stale) => {
      seen.push(stale);
      return 'third';
    });
    expect(seen).toEqual(['first', undefined]);
  });

  it('never keeps or shares a load that was running when its key was invalidated', async () => {
    const cache = new HotCache<string>({ maxAgeMs: 60_000 });
    const before = deferred<string>();
    const first = cache.get('r1', 'k', () => before.promise);
    cache.invalidate('r1');
    // A caller after the change does not join the load that may have read the rows before it.
    const second = cache.get('r1', 'k', async () => 'after the change');
    before.resolve('before the change');
    expect(await first).toBe('before the change');
    expect(await second).toBe('after the change');
    expect(await cache.get('r1', 'k', async () => 'reloaded')).toBe('after the change');
  });

  it('invalidates only the keys of the group that match', async () => {
    const cache = new HotCache<string>({ maxAgeMs: 60_000 });
    await cache.get('r1', '1:h', async () => 'table 1');
    await cache.get('r1', '2:h', async () => 'table 2');
    await cache.get('r2', '1:h', async () => 'other restaurant');
    cache.invalidate('r1', (key) => key.startsWith('1:'));
    expect(await cache.get('r1', '1:h', async () => 'table 1 again')).toBe('table 1 again');
    expect(await cache.get('r1', '2:h', async () => 'reloaded')).toBe('table 2');
    expect(await cache.get('r2', '1:h', async () => 'reloaded')).toBe('other restaurant');
  });

  it('keeps no failed load: every caller that shared it gets the error, the next one loads again', async () => {
    const cache = new HotCache<string>({ maxAgeMs: 60_000 });
    const failing = deferred<string>();
    const a = cache.get('r1', 'k', () => failing.promise);
    const b = cache.get('r1', 'k', async () => 'never asked');
    failing.reject(new Error('suspended'));
    await expect(a).rejects.toThrow('suspended');
    await expect(b).rejects.toThrow('suspended');
    expect(await cache.get('r1', 'k', async () => 'open again')).toBe('open again');
  });

  it('forgets the oldest group beyond its size bound', async () => {
    const cache = new HotCache<string>({ maxAgeMs: 60_000, maxEntries: 2 });
    await cache.get('r1', 'k', async () => 'one');
    await cache.get('r2', 'k', async () => 'two');
    await cache.get('r3', 'k', async () => 'three');
    expect(await cache.get('r1', 'k', async () => 'one, reloaded')).toBe('one, reloaded');
    expect(await cache.get('r3', 'k', async () => 'reloaded')).toBe('three');
  });
});
