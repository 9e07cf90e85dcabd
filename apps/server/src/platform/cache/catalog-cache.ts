import type { Db } from '../../db/connection.ts';
import type { Clock } from '../clock.ts';
import { type JsonBody, jsonBody } from '../http/json-body.ts';
import type { MediaUrl } from '../media/storage.ts';

/** What the cache holds by default (`CATALOG_CACHE_MB`): hundreds of full catalog pages, small beside the heap. */
export const DEFAULT_CATALOG_CACHE_MB = 32;
export const MB = 1024 * 1024;
/**
 * How long the storefront serves an expired catalog entry while one background read replaces it:
 * one more time to live, so a lost invalidation notice shows for at most 10 s (the HTTP headers
 * already allow a minute and a half).
 */
export const CATALOG_STALE_MS = 5000;

type Entry<T> = {
  value: Promise<T>;
  expiresAt: number;
  body?: JsonBody;
  refreshing?: boolean;
  /** What the entry counts against the budget; 0 until its value has landed. */
  bytes: number;
};

/**
 * A short-lived cache of catalog reads, shared by the JSON API and the server-rendered pages.
 * Concurrent misses for the same key share one database read. Writes in this process clear it at
 * once (`invalidate`); on PostgreSQL the other nodes clear theirs when told (invalidation-bus.ts),
 * and `ttlMs` bounds what a lost notice could leave, like the HTTP cache headers allow.
 * In an entry's last `refreshAheadMs` a request starts one background read and the entry is replaced
 * when it lands: busy keys never make a crowd wait on the database. With `staleMs`, an entry that
 * has expired is still served for that long while one background read replaces it
 * (stale-while-revalidate), so no request waits on a refresh; without it nothing outlives `ttlMs`.
 * It is bounded in bytes, not entries (every distinct query string is a key): an entry costs its
 * key and the JSON size of its value, plus its prepared body and gzip once built, and the least recently used entries go
 * once the total passes `maxBytes`. An entry larger than the whole budget is served, not kept.
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
   * entry so a hit does no database work and no JSON.stringify. `current()` stays true while the
   * entry is held, not cleared and not yet due for a refresh (the same answer would be given).
   */
  json<T>(
    key: string,
    load: () => Promise<T>,
    select: (value: T) => unknown,
  ): Promise<{ value: T; body: JsonBody; current(): boolean }>;
  invalidate(): void;
  /** Entries and bytes held now (for tests and diagnostics). */
  size(): { entries: number; bytes: number };
};

const jsonBytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8');

export function createCatalogCache({
  clock,
  ttlMs = 5000,
  maxBytes = DEFAULT_CATALOG_CACHE_MB * MB,
  refreshAheadMs = ttlMs / 5,
  staleMs = 0,
}: {
  clock: Clock;
  ttlMs?: number;
  maxBytes?: number;
  refreshAheadMs?: number;
  staleMs?: number;
}): CatalogCache {
  // Map order doubles as recency for eviction: a hit moves its key to the end.
  const entries = new Map<string, Entry<unknown>>();
  let total = 0;

  function remove(key: string, e: Entry<unknown>): void {
    if (entries.get(key) !== e) return;
    entries.delete(key);
    total -= e.bytes;
  }

  /** Counts `bytes` more for a held entry, then evicts from the least recently used end. */
  function charge(key: string, e: Entry<unknown>, bytes: number): void {
    if (entries.get(key) !== e) return;
    e.bytes += bytes;
    total += bytes;
    // Too big to keep at all: dropped alone, rather than emptying the cache for it.
    if (e.bytes > maxBytes) {
      remove(key, e);
      return;
    }
    for (const [oldKey, old] of entries) {
      if (total <= maxBytes) break;
      remove(oldKey, old);
    }
  }

  function store<T>(key: string, e: Entry<T>): void {
    const held = entries.get(key);
    if (held) remove(key, held);
    entries.set(key, e as Entry<unknown>);
  }

  function track<T>(key: string, e: Entry<T>): void {
    e.value.then(
      (value) => charge(key, e as Entry<unknown>, key.length + jsonBytes(value)),
      // A failed read is not cached: the next request tries again.
      () => remove(key, e as Entry<unknown>),
    );
  }

  function entry<T>(key: string, load: () => Promise<T>): Entry<T> {
    const now = clock.now().getTime();
    const hit = entries.get(key) as Entry<T> | undefined;
    // Fresh, or expired within `staleMs` (served while one background read replaces it).
    if (hit && hit.expiresAt + staleMs > now) {
      entries.delete(key);
      entries.set(key, hit as Entry<unknown>);
      if (!hit.refreshing && hit.expiresAt - now <= refreshAheadMs) refresh(key, hit, load, now);
      return hit;
    }
    const fresh: Entry<T> = { value: load(), expiresAt: now + ttlMs, bytes: 0 };
    store(key, fresh);
    track(key, fresh);
    return fresh;
  }

  function refresh<T>(key: string, stale: Entry<T>, load: () => Promise<T>, now: number): void {
    stale.refreshing = true;
    const next: Entry<T> = { value: load(), expiresAt: now + ttlMs, bytes: 0 };
    next.value.then(
      // Only if nothing replaced or invalidated the entry meanwhile.
      (value) => {
        if (entries.get(key) !== stale) return;
        store(key, next);
        charge(key, next as Entry<unknown>, key.length + jsonBytes(value));
      },
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
      if (!e.body) {
        const body = jsonBody(select(value));
        charge(key, e as Entry<unknown>, body.bytes.length);
        // The gzip is built on the first request that accepts it, and counts from then on.
        let zipped: Promise<Buffer> | undefined;
        e.body = {
          ...body,
          gzip: () => {
            if (!zipped) {
              zipped = body.gzip();
              zipped.then((z) => charge(key, e as Entry<unknown>, z.length)).catch(() => undefined);
            }
            return zipped;
          },
        };
      }
      const current = () => entries.get(key) === e && clock.now().getTime() < e.expiresAt - refreshAheadMs;
      return { value, body: e.body, current };
    },
    invalidate: () => {
      entries.clear();
      total = 0;
    },
    size: () => ({ entries: entries.size, bytes: total }),
  };
}

/** A stable key for a query object: the same filters in any order give the same key. */
export function cacheKey(scope: string, query: object): string {
  const sorted = Object.entries(query)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${scope}:${JSON.stringify(sorted)}`;
}
