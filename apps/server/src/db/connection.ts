import Sqlite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;
export type Dialect = 'sqlite' | 'postgres';
/** `pool` is PostgreSQL's connection pool, for the metrics; SQLite has none. */
export type DbHandle = {
  db: Db;
  dialect: Dialect;
  close(): Promise<void>;
  pool?: { totalCount: number; idleCount: number; waitingCount: number };
};

// bigint columns hold cents; they fit a JS number, so read them as numbers on PostgreSQL too.
pg.types.setTypeParser(20, (v) => Number(v));

export type DbTarget = { databaseUrl?: string | undefined; sqliteFile: string };

export function openDb(target: DbTarget): DbHandle {
  if (target.databaseUrl) return openPostgres(target.databaseUrl);
  return openSqlite(target.sqliteFile);
}

function openSqlite(file: string): DbHandle {
  const database = new Sqlite(file);
  // WAL for concurrent readers, FULL sync so a committed order survives power loss.
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

function openPostgres(url: string): DbHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client's error must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', close: () => db.destroy(), pool };
}
