import Sqlite from 'better-sqlite3';
import { Kysely, type Dialect as KyselyDialect, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { ensurePrivateFile, tightenIfPresent } from '../platform/private-files.ts';
import { CUSTOM_PLANS, namedStatements, PLAN_CACHE_MODE } from './named-statements.ts';
import type { Database } from './schema.ts';
import { cachedStatements } from './statement-cache.ts';
import { guardedDialect, registerGuard } from './tx-scope.ts';

export type Db = Kysely<Database>;
/**
 * FULL: a commit is on disk before it answers, so a committed order survives power loss. Only job
 * bookkeeping defers its flush to the next commit (`inTransaction`, decision 074).
 */
export const SQLITE_SYNCHRONOUS = 'full';
export type Dialect = 'sqlite' | 'postgres';
/** `pool` is PostgreSQL's connection pool, for the metrics; SQLite has none. */
export type DbHandle = {
  db: Db;
  dialect: Dialect;
  close(): Promise<void>;
  pool?: { totalCount: number; idleCount: number; waitingCount: number };
};

/**
 * True while queries wait for a connection: PostgreSQL's pool has more waiting than idle (pg queues
 * every checkout for a tick even when a connection is idle). SQLite has no pool, so never.
 */
export function databaseBusy(handle: Pick<DbHandle, 'pool'>): boolean {
  return handle.pool ? handle.pool.waitingCount > handle.pool.idleCount : false;
}

// bigint columns hold cents; they fit a JS number, so read them as numbers on PostgreSQL too.
pg.types.setTypeParser(20, (v) => Number(v));

/**
 * `guardTransactions`: the root handle throws when used inside one of its own write transactions
 * instead of waiting forever (development and tests; `tx-scope.ts`). Off unless asked for.
 */
export type DbTarget = { databaseUrl?: string | undefined; sqliteFile: string; guardTransactions?: boolean };

export function openDb(target: DbTarget): DbHandle {
  const guard = target.guardTransactions === true;
  return target.databaseUrl ? openPostgres(target.databaseUrl, guard) : openSqlite(target.sqliteFile, guard);
}

function rootHandle(dialect: KyselyDialect, guard: boolean): Db {
  if (!guard) return new Kysely<Database>({ dialect });
  const token = {};
  const db = new Kysely<Database>({ dialect: guardedDialect(dialect, token) });
  registerGuard(db, token);
  return db;
}

function openSqlite(file: string, guard: boolean): DbHandle {
  // The database and its journal files are for the shop's user only; SQLite gives the -wal and
  // -shm files the database file's mode, and tightening them covers files an older start made.
  if (file !== ':memory:') {
    ensurePrivateFile(file);
    for (const suffix of ['-wal', '-shm', '-journal']) tightenIfPresent(`${file}${suffix}`);
  }
  const database = new Sqlite(file);
  // WAL for concurrent readers, FULL sync so a committed order survives power loss.
  database.pragma('journal_mode = WAL');
  database.pragma(`synchronous = ${SQLITE_SYNCHRONOUS}`);
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  // Catalog reads at 100,000 works walk an index and look rows up: SQLite's default 2 MB page cache
  // sends most look-ups to the kernel. Memory-mapped reads and a 64 MB cache keep them in process
  // (decision 059); both are upper bounds, used only as the file grows.
  database.pragma('mmap_size = 268435456');
  database.pragma('cache_size = -65536');
  const db = rootHandle(new SqliteDialect({ database: cachedStatements(database) }), guard);
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

function postgresPool(config: pg.PoolConfig, planMode = PLAN_CACHE_MODE): pg.Pool {
  const pool = new pg.Pool(config);
  // An idle client's error must not crash the process; the next query reports it.
  pool.on('error', () => {});
  // Queued ahead of the connection's first query (see namedStatements).
  pool.on('connect', (client) => client.query(planMode).catch(() => undefined));
  return pool;
}

/** The handle for catalog reads, on PostgreSQL a pool of its own (decision 085). */
const catalogHandles = new WeakMap<Db, Db>();
/**
 * Where the storefront's catalog is read: on PostgreSQL, sessions that name every statement (parsed
 * once) and plan each run for its values (a search's plan depends on its term), apart from the
 * shop's sessions, which name only fixed statements and plan those once. The handle itself
 * elsewhere: SQLite, a transaction, a handle with plugins (tests that count statements).
 */
export const catalogHandleOf = (db: Db): Db => catalogHandles.get(db) ?? db;

/** The handle whose sessions commit without waiting for the disk, for `deferredCommit` (decision 074). */
const deferredHandles = new WeakMap<Db, Db>();
export const deferredHandleOf = (db: Db): Db | undefined => deferredHandles.get(db);

function openPostgres(url: string, guard: boolean): DbHandle {
  const pool = postgresPool({ connectionString: url, max: 10 });
  const db = rootHandle(new PostgresDialect({ pool: namedStatements(pool) }), guard);
  // Job bookkeeping runs on two sessions of its own with synchronous_commit off: one round trip per
  // claim or done mark, not BEGIN, SET LOCAL, the statement and COMMIT on the shop's pool.
  const deferredPool = postgresPool({ connectionString: url, max: 2, options: '-c synchronous_commit=off' });
  const deferred = new Kysely<Database>({ dialect: new PostgresDialect({ pool: namedStatements(deferredPool) }) });
  deferredHandles.set(db, deferred);
  const catalogPool = postgresPool({ connectionString: url, max: 5 }, CUSTOM_PLANS);
  const catalog = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: namedStatements(catalogPool, { every: true }) }),
  });
  catalogHandles.set(db, catalog);
  const close = async () => {
    await Promise.all([db.destroy(), deferred.destroy(), catalog.destroy()]);
  };
  return { db, dialect: 'postgres', close, pool };
}
