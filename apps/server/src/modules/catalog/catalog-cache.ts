import type { Clock } from '../../platform/clock.ts';

type Entry<T> = { value: Promise<T>; expiresAt: number; json?: string };

/**
 * A short-lived cache of catalog reads, shared by the JSON API and the server-rendered pages.
 * Concurrent misses for the same key share one database read. Writes in this process clear it at
 * once (`invalidate`); other processes see a change within `ttlMs`, like the HTTP cache headers allow.
 */
export type CatalogCache = {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** The cached value's JSON text, built once per entry (the unfiltered catalog is megabytes). */
  json<T>(key: string, load: () => Promise<T>, select: (value: T) => unknown): Promise<string>;
  invalidate(): void;
};

export function createCatalogCache({
  clock,
  ttlMs = 5000,
  maxEntries = 500,
}: {
  clock: Clock;
  ttlMs?: number;
  maxEntries?: number;
}): CatalogCache {
  const entries = new Map<string, Entry<unknown>>();

  function entry<T>(key: string, load: () => Promise<T>): Entry<T> {
    const now = clock.now().getTime();
    const hit = entries.get(key) as Entry<T> | undefined;
    if (hit && hit.expiresAt > now) {
      // Map order doubles as recency for eviction.
      entries.delete(key);
      entries.set(key, hit);
      return hit;
    }
    const fresh: Entry<T> = { value: load(), expiresAt: now + ttlMs };
    entries.set(key, fresh as Entry<unknown>);
    // A failed read is not cached: the next request tries again.
    fresh.value.catch(() => {
      if (entries.get(key) === fresh) entries.delete(key);
    });
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
    return fresh;
  }

  return {
    get: (key, load) => entry(key, load).value,
    async json(key, load, select) {
      const e = entry(key, load);
      const value = await e.value;
      e.json ??= JSON.stringify(select(value));
      return e.json;
    },
    invalidate: () => entries.clear(),
  };
}

/** A stable key for a query object: the same filters in any order give the same key. */
export function cacheKey(scope: string, query: object): string {
  const sorted = Object.entries(query)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return `${scope}:${JSON.stringify(sorted)}`;
}
