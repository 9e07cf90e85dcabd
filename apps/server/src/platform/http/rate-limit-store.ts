import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { precompiled } from '../../db/precompiled.ts';

/** What @fastify/rate-limit hands a store's `incr`/`read` callback. */
type Count = { current: number; ttl: number };
type Callback = (err: Error | null, result?: Count) => void;
/** What this store reads of the merged limit options a child store gets; `routeInfo` is the route it guards. */
type LimitParams = {
  routeInfo?: { method?: string | string[]; url?: string };
  groupId?: string;
  max?: unknown;
  timeWindow?: unknown;
};

const PRUNE_EVERY_MS = 60_000;

/**
 * A @fastify/rate-limit store whose windows live in the `rate_limit_hits` table, so every node on one
 * PostgreSQL database counts the same hits (decision 039). One statement per request increments
 * the row or starts a new window when the old one has ended; the row lock makes concurrent hits from
 * several nodes add up exactly. Each route's limit is its own namespace, like the in-memory store.
 * Window ends use the database's clock, so nodes with drifting clocks still agree.
 */
// Every limited request runs it: built once, and planned once on PostgreSQL (decision 085).
const hit = precompiled((db: Db, { key, windowMs }: { key: string; windowMs: number }) => ({
  compile: () =>
    sql<{ hits: number; ttl: number }>`
      with now as (select (extract(epoch from clock_timestamp()) * 1000)::bigint as ms)
      insert into rate_limit_hits as r (key, hits, resets_at)
      select ${key}, 1, now.ms + ${windowMs} from now
      on conflict (key) do update set
        hits = case when r.resets_at <= (select ms from now) then 1 else r.hits + 1 end,
        resets_at = case when r.resets_at <= (select ms from now) then (select ms from now) + ${windowMs} else r.resets_at end
      returning hits, (resets_at - (select ms from now))::integer as ttl`.compile(db),
}));

export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let lastPrune = 0;
  // Ended windows are dead rows; one node deletes them now and then (any node may: it is idempotent).
  const pruneNow = (now: number) => {
    if (now - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = now;
    void sql`delete from rate_limit_hits where resets_at < (extract(epoch from clock_timestamp()) * 1000)::bigint`
      .execute(db)
      .catch(() => {
        lastPrune = 0;
      });
  };

  async function increment(key: string, windowMs: number): Promise<Count> {
    const row = await hit.first(db, { key, windowMs });
    if (!row) throw new Error('rate limit: the counter did not answer');
    return { current: Number(row.hits), ttl: Math.max(0, Number(row.ttl)) };
  }

  async function peek(key: string): Promise<Count> {
    const { rows } = await sql<{ hits: number; ttl: number }>`
      select hits, (resets_at - (extract(epoch from clock_timestamp()) * 1000)::bigint)::integer as ttl
      from rate_limit_hits where key = ${key}`.execute(db);
    const row = rows[0];
    return row && Number(row.ttl) > 0 ? { current: Number(row.hits), ttl: Number(row.ttl) } : { current: 0, ttl: 0 };
  }

  class DatabaseStore {
    readonly namespace: string;
    // @fastify/rate-limit constructs the root store with its global options; only children count.
    constructor(_options?: unknown, namespace = 'global') {
      this.namespace = namespace;
    }
    incr(key: string, callback: Callback, timeWindow: number): void {
      pruneNow(Date.now());
      increment(`${this.namespace}|${key}`, timeWindow).then(
        (count) => callback(null, count),
        (err: Error) => callback(err),
      );
    }
    read(key: string, callback: Callback): void {
      peek(`${this.namespace}|${key}`).then(
        (count) => callback(null, count),
        (err: Error) => callback(err),
      );
    }
    child(params: object): DatabaseStore {
      return new DatabaseStore(undefined, namespaceOf(params as LimitParams));
    }
  }
  return DatabaseStore;
}

/**
 * `POST /api/send-invoice`, or the limit's group: the key space the in-memory store gives a route.
 * A limiter made outside a route (`app.createRateLimit`) is told apart by its numbers.
 */
function namespaceOf(params: LimitParams): string {
  if (params.groupId) return `group:${params.groupId}`;
  const { method, url } = params.routeInfo ?? {};
  if (url) return `${[method ?? ''].flat().join(',')} ${url}`;
  const numberOr = (v: unknown) => (typeof v === 'number' || typeof v === 'string' ? String(v) : 'computed');
  return `limiter:${numberOr(params.max)}/${numberOr(params.timeWindow)}`;
}
