import { createHash } from 'node:crypto';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';
import { hasFixedPlan } from './fixed-plans.ts';

/** Enough for every statement the app writes; lists of varying length (`in ($1, $2, …)`) make a few more. */
const DEFAULT_MAX_NAMES = 1000;

/**
 * The pool as Kysely's dialect sees it, with every fixed-plan statement (`fixed-plans.ts`: the
 * precompiled ones) sent as a named prepared statement (decisions 080 and 085): each connection
 * parses it once, and PostgreSQL's default rule (`plan_cache_mode = auto`, set by the pool) plans
 * it once for all after five runs when that plan costs no more. Every other statement goes unnamed,
 * which PostgreSQL parses and plans for its own values on every run, so a catalog search keeps the
 * plan its term needs. Past `max` distinct texts, new ones go unnamed, so a connection never holds
 * more than `max`. `every`: every statement with parameters is named (the catalog's sessions, whose
 * plans are made per run by `CUSTOM_PLANS`).
 */
export function namedStatements(
  pool: pg.Pool,
  { max = DEFAULT_MAX_NAMES, every = false }: { max?: number; every?: boolean } = {},
): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (sql: string): string | undefined => {
    const known = names.get(sql);
    if (known !== undefined || names.size >= max) return known;
    const name = `v_${createHash('sha256').update(sql).digest('base64url').slice(0, 24)}`;
    names.set(sql, name);
    return name;
  };
  /**
   * One wrapper per `pg` client, kept while the client lives: Kysely keeps its connection object
   * per client it is handed, so a new wrapper on every checkout would cost a new one per query.
   */
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    function query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
    function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
    function query<R>(
      what: string | PostgresCursor<R>,
      parameters?: ReadonlyArray<unknown>,
    ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
      if (typeof what !== 'string') return client.query(what as never) as unknown as PostgresCursor<R>;
      const values = [...(parameters ?? [])];
      const name = values.length > 0 && (every || hasFixedPlan(what)) ? nameOf(what) : undefined;
      return client.query(name ? { name, text: what, values } : { text: what, values }) as unknown as Promise<
        PostgresQueryResult<R>
      >;
    }
    return { query, release: () => client.release() };
  };
  return {
    async connect() {
      const client = await pool.connect();
      let wrapped = wrappers.get(client);
      if (!wrapped) {
        wrapped = wrap(client);
        wrappers.set(client, wrapped);
      }
      return wrapped;
    },
    end: () => pool.end(),
  };
}

/** A named statement planned for its values on every run: the catalog's sessions. */
export const CUSTOM_PLANS = 'set plan_cache_mode = force_custom_plan';
/** PostgreSQL's default plan choice for named statements, whatever the server's configuration says. */
export const PLAN_CACHE_MODE = 'set plan_cache_mode = auto';
