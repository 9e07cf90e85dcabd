import { describe, expect, it } from 'vitest';
import { cacheKey, createCatalogCache } from './catalog-cache.ts';

const clockAt = (ms: { now: number }) => ({ now: () => new Date(ms.now) });

describe('the catalog cache', () => {
  it('reads once for concurrent and repeated requests within the time to live', async () => {
    const time = { now: 0 };
    const cache = createCatalogCache({ clock: clockAt(time), ttlMs: 1000 });
    let reads = 0;
    const load = async () => ++reads;
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]);
    time.now = 999;
    expect(await cache.get('k', load)).toBe(1);
    time.now = 1000;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('refreshes a busy entry in the background before it expires, never serving it after', async () => {
    const time = { now: 0 };
    const cache = createCatalogCache({ clock: clockAt(time), ttlMs: 1000, refreshAheadMs: 200 });
    let reads = 0;
    const load = async () => ++reads;
    expect(await cache.get('k', load)).toBe(1);
    time.now = 850;
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('k', load)).toBe(2);
    expect(reads).toBe(2);
    time.now = 1800;
    expect(await cache.get('k', load)).toBe(2);
    time.now = 2000;
    expect(await cache.get('k', load)).toBe(3);
  });

  it('drops a background refresh that lands after an invalidation', async () => {
    const time = { now: 0 };
    const cache = createCatalogCache({ clock: clockAt(time), ttlMs: 1000, refreshAheadMs: 200 });
    let release = () => {};
    await cache.get('k', async () => 'old');
    time.now = 900;
    await cache.get('k', () => new Promise<string>((r) => (release = () => r('refreshed before the write'))));
    cache.invalidate();
    expect(await cache.get('k', async () => 'after the write')).toBe('after the write');
    release();
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get('k', async () => 'unused')).toBe('after the write');
  });

  it('forgets everything on invalidate and never keeps a failure', async () => {
    const cache = createCatalogCache({ clock: clockAt({ now: 0 }) });
    let reads = 0;
    await cache.get('k', async () => ++reads);
    cache.invalidate();
    expect(await cache.get('k', async () => ++reads)).toBe(2);
    await expect(cache.get('bad', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('bad', async () => 'recovered')).toBe('recovered');
  });

  it('evicts the least recently used entry beyond its size', async () => {
    const cache = createCatalogCache({ clock: clockAt({ now: 0 }), maxEntries: 2 });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('a', async () => 'a2');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('a', async () => 'a3')).toBe('a1');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
  });

  it('builds the JSON body once per entry', async () => {
    const cache = createCatalogCache({ clock: clockAt({ now: 0 }) });
    let selects = 0;
    const select = (v: { items: number[] }) => {
      selects++;
      return v.items;
    };
    const load = async () => ({ items: [1, 2] });
    const first = await cache.json('k', load, select);
    const second = await cache.json('k', load, select);
    expect(first.body.bytes.toString()).toBe('[1,2]');
    expect(second.body).toBe(first.body);
    expect(selects).toBe(1);
  });

  it('keys queries independently of property order', () => {
    expect(cacheKey('artworks', { b: 1, a: 2, c: undefined })).toBe(cacheKey('artworks', { a: 2, b: 1 }));
  });
});
