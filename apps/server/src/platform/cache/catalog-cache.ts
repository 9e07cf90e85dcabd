import type { Db } from '../../db/connection.ts';
import type { Clock } from '../clock.ts';
import { type JsonBody, jsonBody } from '../http/json-body.ts';
import type { MediaUrl } from '../media/storage.ts';

type Entry<T> = { value: Promise<T>; expiresAt: number; body?: JsonBody; refreshing?: boolean };

/**
 * A short-lived cache of catalog reads, shared by the JSON API and the server-rendered pages.
 * Concurrent misses for the same key share one database read. Writes in this process clear it at
 * once (`invalidate`); other processes see a change within `ttlMs`, like the HTTP cache headers allow.
 * In an entry's last `refreshAheadMs` a request starts one background read and the entry is replaced
 * when it lands: busy keys never make a crowd wait on the database, and nothing outlives `ttlMs`.
 */
/** What a storefront catalog read needs; `cache` is optional so tools and tests can read without one. */
export type CatalogReadDeps = {
  db: Db;
  mediaUrl: MediaUrl;
  cache?: CatalogCache;
  /** How long a work counts as a new arrival; the clock says when "now" is (both have defaults). */
  newArrivalDays?: number;
  clock?: Clock;
};

export type CatalogCache = {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /**
   * The cached value and its response body (UTF-8 JSON, ETag, gzip on demand), built once per
   * entry so a hit does no database work and no JSON.stringify.
   */
  json<T>(key: string, load: () => Promise<T>, select: (value: T) => unknown): Promise<{ value: T; body: JsonBody }>;
  invalidate(): void;
};

export function createCatalogCache({
  clock,
  ttlMs = 5000,
  maxEntries = 500,
  refreshAheadMs = ttlMs / 5,
}: {
  clock: Clock;
  ttlMs?: number;
  maxEntries?: number;
  refreshAheadMs?: number;
}): CatalogCache {
  const entries = new Map<string, Entry<unknown>>();

  function entry<T>(key: string, load: () => Promise<T>): Entry<T> {
    const now = clock.now().getTime();
    const hit = entries.get(key) as Entry<T> | undefined;
    if (hit && hit.expiresAt > now) {
      // Map order doubles as recency for eviction.
      entries.delete(key);
      entries.set(key, hit);
      if (!hit.refreshing && hit.expiresAt - now <= refreshAheadMs) refresh(key, hit, load, now);
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

  function refresh<T>(key: string, stale: Entry<T>, load: () => Promise<T>, now: number): void {
    stale.refreshing = true;
    const next: Entry<T> = { value: load(), expiresAt: now + ttlMs };
    next.value.then(
      // Only if nothing replaced or invalidated the entry meanwhile.
      () => entries.get(key) === stale && entries.set(key, next as Entry<unknown>),
      () => {
        stale.refreshing = false;
      },
    );
  }

  return {
    get: (key, load) => entry(key, load).value,
    async json(key, load, select) {
      const e = entry(key, load);
      const value = await e.value;
      e.body ??= jsonBody(select(value));
      return { value, body: e.body };
    },
    invalidate: () => entries.clear(),
  };
}

/** A stable key for a query object: the same filters in any order give the same key. */
export function cacheKey(scope: string, query: object): string {
  const sorted = Object.entries(query)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${scope}:${JSON.stringify(sorted)}`;
}
