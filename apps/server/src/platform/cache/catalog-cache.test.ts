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

  it('serves an expired entry while one background read replaces it, so no request waits on a refresh', async () => {
    const time = { now: 0 };
    const cache = createCatalogCache({ clock: clockAt(time), ttlMs: 1000, refreshAheadMs: 0, staleMs: 1000 });
    await cache.get('k', async () => 'old');
    time.now = 1500;
    let reads = 0;
    let release = () => {};
    // A refresh that never lands on its own: a request that waited for it would never settle.
    const slow = () => {
      reads++;
      return new Promise<string>((r) => (release = () => r('new')));
    };
    const answers = await Promise.race([
      Promise.all([cache.get('k', slow), cache.get('k', slow), cache.get('k', slow)]),
      new Promise((r) => setTimeout(() => r('waited for the refresh'), 50)),
    ]);
    expect(answers).toEqual(['old', 'old', 'old']);
    expect(reads).toBe(1);
    release();
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get('k', slow)).toBe('new');
    expect(reads).toBe(1);
    // Past the stale window a request reads afresh (and waits) like a miss.
    time.now = 4000;
    expect(await cache.get('k', async () => 'afresh')).toBe('afresh');
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

  it('evicts the least recently used entries once the bytes held pass the budget', async () => {
    // Each value is a 1,000-character string: 1,002 bytes of JSON plus its 1-byte key.
    const value = (c: string) => async () => c.repeat(1000);
    const cache = createCatalogCache({ clock: clockAt({ now: 0 }), maxBytes: 3100 });
    await cache.get('a', value('a'));
    await cache.get('b', value('b'));
    await cache.get('c', value('c'));
    expect(cache.size()).toEqual({ entries: 3, bytes: 3009 });
    await cache.get('a', value('x')); // a hit: 'a' is now the most recent
    await cache.get('d', value('d'));
    expect(cache.size()).toEqual({ entries: 3, bytes: 3009 });
    expect(await cache.get('a', value('x'))).toBe('a'.repeat(1000));
    expect(await cache.get('b', value('B'))).toBe('B'.repeat(1000));
  });

  it('holds no more than its budget whatever the number of distinct queries', async () => {
    const cache = createCatalogCache({ clock: clockAt({ now: 0 }), maxBytes: 64 * 1024 });
    const page = Array.from({ length: 100 }, (_, i) => ({ id: `artwork-${i}`, title: 'A quiet harbour at dawn' }));
    for (let i = 0; i < 1000; i++) {
      await cache.json(
        `artworks:search=${i}`,
        async () => ({ items: page, total: 100 }),
        (p) => p.items,
      );
      expect(cache.size().bytes).toBeLessThanOrEqual(64 * 1024);
    }
    expect(cache.size().entries).toBeGreaterThan(0);
  });

  it('counts the prepared body and its gzip, and serves without keeping an entry larger than the budget', async () => {
    const cache = createCatalogCache({ clock: clockAt({ now: 0 }), maxBytes: 10_000 });
    const items = Array.from({ length: 50 }, (_, i) => ({ n: i, text: 'gallery '.repeat(5) }));
    const { body } = await cache.json(
      'k',
      async () => ({ items }),
      (v) => v.items,
    );
    const afterBody = cache.size().bytes;
    expect(afterBody).toBe(1 + 2 * body.bytes.length + '{"items":}'.length);
    const zipped = await body.gzip();
    await new Promise((r) => setTimeout(r, 0));
    expect(cache.size().bytes).toBe(afterBody + zipped.length);
    expect(await body.gzip()).toBe(zipped);

    let reads = 0;
    const huge = async () => {
      reads++;
      return 'x'.repeat(20_000);
    };
    expect(await cache.get('huge', huge)).toHaveLength(20_000);
    await cache.get('huge', huge);
    expect(reads).toBe(2);
    expect(cache.size()).toEqual({ entries: 1, bytes: afterBody + zipped.length });
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
